import PickerState

// MARK: - The rules' anchors, in reading order, for the naive models

extension PickerAlignment {
  /// Where the viewport's anchor lies from the viewport's leading edge (its left edge left
  /// to right, its right edge right to left): `W/2` (centre), `padding` (leading) or
  /// `W - padding` (trailing).
  ///
  /// - Parameter viewportWidth: The viewport's width, `W`.
  func naiveViewportAnchor(viewportWidth: Double) -> Double {
    switch self {
    case .center: viewportWidth / 2
    case .leading(let padding): padding
    case .trailing(let padding): viewportWidth - padding
    }
  }

  /// Where a row's own anchor lies from the row's leading edge, as a fraction of its width:
  /// its centre (0.5), its leading edge (0) or its trailing edge (1).
  var naiveAnchorFraction: Double {
    switch self {
    case .center: 0.5
    case .leading: 0
    case .trailing: 1
    }
  }

  /// The alignment's padding, `p` in P1: 0 for a centred strip.
  var naivePadding: Double {
    switch self {
    case .center: 0
    case .leading(let padding), .trailing(let padding): padding
    }
  }
}
