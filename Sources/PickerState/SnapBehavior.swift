/// Where a released drag comes to rest.
public enum SnapBehavior: Hashable, Sendable {
  /// The row nearest the proposed resting offset, however fast the release.
  case nearest
  /// Page by rows: a fling at or above ``PickerOptions/flingThreshold`` reaches the next
  /// row in its direction (the first whose anchor lies beyond the release offset; none
  /// beyond: the row at release) and goes on toward the row nearest the proposed offset,
  /// never more than `maxItems - 1` rows past "next" and never back behind it. Below the
  /// threshold it settles on the row nearest the proposed offset, at most `maxItems` rows
  /// from the row nearest the release offset. `maxItems` below 1 counts as 1.
  case paging(maxItems: Int)
}

/// A snap behaviour is written as an object with one key, its case, the shape Swift
/// synthesizes: `{"nearest": {}}` or `{"paging": {"maxItems": 1}}`.
extension SnapBehavior: Codable {}
