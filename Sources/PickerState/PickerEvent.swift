/// Something that happened to the picker, as the host saw it or was asked.
///
/// Kept small (17 bytes): the one large payload, a layout, is stored out of line, so that
/// event streams stay cache-friendly.
public enum PickerEvent: Hashable, Sendable {
  /// The app selects a row, for example `picker.select(row: 3, animated: true)`.
  case select(row: Int, animated: Bool)
  /// The user tapped a cell (`collectionView(_:didSelectItemAt:)`).
  case tap(row: Int)
  /// The user's finger started to drag (`scrollViewWillBeginDragging`).
  case willBeginDragging
  /// The content moved to `offset` (`scrollViewDidScroll`, `contentOffset.x`).
  case didScroll(offset: Double)
  /// The finger lifted (`scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`):
  /// `velocity` in points per second (UIKit reports points per millisecond here: multiply
  /// by 1000), `proposedOffset` where the scroll would rest on its own.
  case willEndDragging(velocity: Double, proposedOffset: Double)
  /// The drag ended (`scrollViewDidEndDragging(_:willDecelerate:)`).
  case didEndDragging(willDecelerate: Bool)
  /// The released scroll stopped (`scrollViewDidEndDecelerating`).
  case didEndDecelerating
  /// A scroll animation that PickerState asked for finished
  /// (`scrollViewDidEndScrollingAnimation`).
  case didEndScrollingAnimation
  /// The rows or the geometry changed: a reload, a resize, a rotation, an alignment or a
  /// direction change.
  indirect case layoutChanged(PickerLayout)
  /// VoiceOver asked for the next row (`accessibilityIncrement`).
  case accessibilityIncrement
  /// VoiceOver asked for the previous row (`accessibilityDecrement`).
  case accessibilityDecrement
}
