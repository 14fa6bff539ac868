/// Something that happened to the picker, as the host saw it or was asked.
///
/// Kept small (17 bytes): the one large payload, a layout, is stored out of line, so that
/// event streams stay cache-friendly.
public enum PickerEvent: Hashable, Sendable {
  /// The app selects a row, for example `picker.select(row: 3, animated: true)`. A row
  /// outside `0..<itemCount` is rejected; in any phase the selection takes over from a
  /// drag, a glide or an animation.
  case select(row: Int, animated: Bool)
  /// The user tapped a cell (`collectionView(_:didSelectItemAt:)`): an animated selection
  /// with cause `.tap`, which takes over from a drag in progress too.
  case tap(row: Int)
  /// The user's finger started to drag (`scrollViewWillBeginDragging`). It interrupts an
  /// animation or a glide and keeps the selection; a second one changes nothing.
  case willBeginDragging
  /// The content moved to `offset` (`scrollViewDidScroll`, `contentOffset.x`). While idle,
  /// any offset but the selected row's anchor is put back with a scroll without animation.
  case didScroll(offset: Double)
  /// The finger lifted (`scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`):
  /// `velocity` in points per second (UIKit reports points per millisecond here: multiply
  /// by 1000), `proposedOffset` where the scroll would rest on its own.
  case willEndDragging(velocity: Double, proposedOffset: Double)
  /// The drag ended (`scrollViewDidEndDragging(_:willDecelerate:)`); without deceleration
  /// the picker settles. Ignored while idle or animating.
  case didEndDragging(willDecelerate: Bool)
  /// The released scroll stopped (`scrollViewDidEndDecelerating`): the picker settles.
  /// Ignored while idle or animating (a glide that never began).
  case didEndDecelerating
  /// A scroll animation that PickerState asked for finished
  /// (`scrollViewDidEndScrollingAnimation`). Ignored when no such animation runs.
  case didEndScrollingAnimation
  /// The rows or the geometry changed: a reload, a resize, a rotation, an alignment or a
  /// direction change.
  indirect case layoutChanged(PickerLayout)
  /// VoiceOver asked for the next row (`accessibilityIncrement`).
  case accessibilityIncrement
  /// VoiceOver asked for the previous row (`accessibilityDecrement`).
  case accessibilityDecrement
}
