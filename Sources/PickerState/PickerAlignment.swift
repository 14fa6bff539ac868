/// Where the selected row rests in the viewport.
///
/// The anchor in the viewport is `viewportWidth / 2` (``center``), `padding` from the
/// leading edge (``leading(padding:)``) or `padding` from the trailing edge
/// (``trailing(padding:)``); a row's own anchor is its centre, leading edge or trailing
/// edge. In a ``PickerLayoutDirection/rightToLeft`` layout, leading and trailing are the
/// right and left edges, as in `NSDirectionalEdgeInsets`.
public enum PickerAlignment: Hashable, Sendable {
  /// The row's centre rests at the centre of the viewport.
  case center
  /// The row's leading edge rests `padding` points from the viewport's leading edge
  /// ("left-aligned" in a left-to-right layout).
  case leading(padding: Double = 0)
  /// The row's trailing edge rests `padding` points from the viewport's trailing edge.
  case trailing(padding: Double = 0)
}

/// The order of rows along the strip.
public enum PickerLayoutDirection: Hashable, Sendable, CaseIterable {
  /// Row 0 sits at the left end; offsets grow with the row index.
  case leftToRight
  /// Row 0 sits at the right end; offsets shrink as the row index grows.
  case rightToLeft
}

/// An alignment is written as an object with one key, its case, the shape Swift
/// synthesizes: `{"center": {}}`, `{"leading": {"padding": 16}}` or
/// `{"trailing": {"padding": 0}}`. A bad padding is read as it is and refused by the layout
/// that holds it.
extension PickerAlignment: Codable {}
