import PickerState

/// Which kind of phase a picker is in, by pattern, without the targets.
///
/// The checks ask these after every event: a pattern match compiles to a comparison of the
/// case, where `phase == .idle` calls the library's synthesized equality.
extension PickerPhase {
  /// At rest.
  var isIdle: Bool { if case .idle = self { true } else { false } }
  /// Under the finger.
  var isDragging: Bool { if case .dragging = self { true } else { false } }
  /// Gliding, toward a chosen row or not.
  var isDecelerating: Bool { if case .decelerating = self { true } else { false } }
}
