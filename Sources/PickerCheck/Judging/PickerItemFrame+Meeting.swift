import PickerState

extension PickerItemFrame {
  /// Whether the frame, taken as `minX ..< maxX`, meets a span of content: a frame that
  /// ends exactly where the span begins does not, one that begins exactly where it ends
  /// does (`rows(intersecting:)`'s rule).
  ///
  /// - Parameter span: A span in content coordinates; infinite bounds are allowed.
  func meets(_ span: ClosedRange<Double>) -> Bool {
    minX <= span.upperBound && maxX > span.lowerBound
  }
}
