/// Something that happened to the picker, as the host saw it or was asked.
///
/// Kept small: the large payloads, a layout and options, are stored out of line, so that
/// event streams stay cache-friendly and a host's loop copies little per event.
public enum PickerEvent: Hashable, Sendable {
  /// The app selects a row, for example `picker.select(row: 3, animated: true)`. A row
  /// outside `0..<itemCount` is rejected; the selected row again changes nothing (a binding
  /// echo). A new row is committed in any phase; it takes over from a glide or an
  /// animation, but never scrolls under a dragging finger.
  case select(row: Int, animated: Bool)
  /// The user tapped a cell (`collectionView(_:didSelectItemAt:)`): an animated selection
  /// with cause `.tap`, as `select` does in each phase; a tap on the selected row brings
  /// the picker back to it while a glide carries it away.
  case tap(row: Int)
  /// The user tapped a cell of a wrapping strip (`collectionView(_:didSelectItemAt:)` with
  /// `indexPath.item`): as `tap(row:)` for the cell's row, but the picker scrolls to that
  /// copy (or, when its anchor lies outside `offsetRange`, to the copy of its row nearest
  /// it inside), even for the selected row. A cell outside `0..<cellCount` is rejected. In
  /// a layout that does not wrap, the same as `tap(row:)`.
  case tapCell(Int)
  /// The user's finger started to drag (`scrollViewWillBeginDragging`). It interrupts an
  /// animation or a glide and keeps the selection; a second one changes nothing.
  case willBeginDragging
  /// The content moved to `offset` (`scrollViewDidScroll`, `contentOffset.x`). While idle,
  /// an offset less than a point from the selected row's anchor (the host's pixel rounding)
  /// changes nothing, and any other is put back with a scroll without animation.
  case didScroll(offset: Double)
  /// The finger lifted (`scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`):
  /// `velocity` in points per second (UIKit reports points per millisecond here: multiply
  /// by 1000), `proposedOffset` where the scroll would rest on its own.
  case willEndDragging(velocity: Double, proposedOffset: Double)
  /// The drag ended (`scrollViewDidEndDragging(_:willDecelerate:)`); without deceleration
  /// the picker settles. Ignored while idle or animating.
  case didEndDragging(willDecelerate: Bool)
  /// The released scroll stopped (`scrollViewDidEndDecelerating`), on its own or under a
  /// touch: the picker settles. Ignored while idle or animating (a glide that never began)
  /// and while dragging (the finger holds the content; the release settles).
  case didEndDecelerating
  /// A scroll animation that PickerState asked for finished
  /// (`scrollViewDidEndScrollingAnimation`). Ignored when no such animation runs.
  case didEndScrollingAnimation
  /// The rows or the geometry changed: a reload, an append, a resize, a rotation, an
  /// alignment or a direction change. What the user sees stays: the row under a dragging
  /// finger stays under it, and a glide or animation whose destination did not move goes
  /// on; one whose destination moved ends on it. A change of ``PickerContainment`` is a
  /// layout change like any other.
  indirect case layoutChanged(PickerLayout)
  /// The app's data changed: rows came, went or moved (``PickerRowChanges``, in
  /// `UICollectionView`'s batch-update convention), and `layout` is the geometry of the new
  /// rows. The picker keeps the user's item and what the user sees (L1-L5 in <doc:Rules>):
  /// the selection follows its item (`selectionChanged` with cause `.renumbered` when only
  /// its index changed; handed to a neighbour, cause `.reload`, when it was removed), and
  /// the row under the anchor holds its place on screen, mid-drag and mid-glide included.
  ///
  /// Changes that do not fit (`layout.itemCount` is not the old count less the rows that
  /// leave plus the rows that arrive, or an index lies past its count) are rejected with
  /// ``PickerRejection/rowChangesMismatch(itemCount:newItemCount:)``, the state untouched.
  /// Empty changes with the same layout change nothing; with another layout they are a
  /// resize in which every row keeps its index, and, unlike `layoutChanged`, a glide goes
  /// on through it.
  ///
  /// Send it as soon as the data changes, before the scroll view lays out or reports a
  /// `didScroll` of the new content: inside (or right after) `performBatchUpdates`' update
  /// block, before anything clamps the content offset, and carry out its effects in the
  /// same run-loop turn, so that no frame shows the content shifted (L6). What a
  /// `UIScrollView` does with each effect it yields:
  ///
  /// - `scroll(toOffset:animated: false)` (`setContentOffset(_:animated: false)`) moves the
  ///   content by exactly the width that arrived or left before what the user looks at, so
  ///   the picture holds still; during a glide or an animation it also stops that motion
  ///   with the same content in view.
  /// - `scroll(toOffset:animated: true)`, after it in the same update, then continues the
  ///   motion from there to the item the glide or animation was heading for: the user sees
  ///   the content go on moving, never jump. On a contained strip it can also come from
  ///   rest, when the selected card must move to rest somewhere new (cards arrived before
  ///   one resting clamped at an end, P8): the host runs it as any other animated scroll
  ///   and reports its end with `didEndScrollingAnimation`.
  /// - `configure` and `selectionChanged` re-style the cells and tell the app, as for any
  ///   other selection change; a renumbered selection needs no `configure`, its cell moved
  ///   with its item.
  /// - `didEndScrolling` and `scheduleAutoAdvance` mean what they mean after any update: a
  ///   motion ended at once, and autoplay's timer restarts (only when the selection went to
  ///   another item, or the picker came to rest) or stops.
  ///
  /// No haptic tick comes from a data change.
  indirect case rowsChanged(PickerRowChanges, layout: PickerLayout)
  /// VoiceOver asked for the next row (`accessibilityIncrement`).
  case accessibilityIncrement
  /// VoiceOver asked for the previous row (`accessibilityDecrement`).
  case accessibilityDecrement
  /// The host's one-shot autoplay timer, started by
  /// ``PickerEffect/scheduleAutoAdvance(after:)``, fired (A3).
  case autoAdvanceTimerFired
  /// The host replaced the picker's options while it lives (A1).
  indirect case optionsChanged(PickerOptions)
  /// Show this snap, a page (P5): a `UIPageControl`'s `.valueChanged` with its
  /// `currentPage`. It selects ``PickerLayout/row(ofSnap:)`` as `select(row:animated:)`
  /// would (cause `.programmatic`), and changes nothing, in any phase, when the selected row
  /// already rests at the snap (a glide carrying the content away goes on, as with
  /// `select`). A snap outside `0..<snapCount` is rejected with
  /// ``PickerRejection/snapOutOfRange(snap:snapCount:)``, the state untouched. On an
  /// anchored or a wrapping strip snaps are rows: `select(row: snap, animated:)`.
  case selectSnap(Int, animated: Bool)
  /// The "next" arrow (P5): selects the row of the snap after
  /// ``PickerState/selectedSnap``, animated, cause `.programmatic`. At the last snap of a
  /// strip that does not wrap it changes nothing (an arrow a host disables when
  /// ``PickerState/canSelectNextSnap`` is false); on a wrapping strip it moves exactly one
  /// cell forward, as `accessibilityIncrement` does. While the user drags it commits
  /// without scrolling.
  case selectNextSnap
  /// The "previous" arrow (P5): as ``selectNextSnap``, toward snap 0
  /// (``PickerState/canSelectPreviousSnap``).
  case selectPreviousSnap
}

// MARK: - Codable

/// An event is written as an object with one key, its case, whose arguments are keyed by
/// their labels (an unlabelled one by what it is): the shape Swift synthesizes.
///
/// ```json
/// {"select": {"row": 3, "animated": true}}
/// {"tap": {"row": 3}}
/// {"tapCell": {"cell": 17}}
/// {"willBeginDragging": {}}
/// {"didScroll": {"offset": 12.5}}
/// {"willEndDragging": {"velocity": -850, "proposedOffset": 140}}
/// {"didEndDragging": {"willDecelerate": true}}
/// {"didEndDecelerating": {}}
/// {"didEndScrollingAnimation": {}}
/// {"layoutChanged": {"layout": {…}}}       (a PickerLayout's object)
/// {"rowsChanged": {"changes": {…}, "layout": {…}}}   (PickerRowChanges' and PickerLayout's)
/// {"accessibilityIncrement": {}}
/// {"accessibilityDecrement": {}}
/// {"autoAdvanceTimerFired": {}}
/// {"optionsChanged": {"options": {…}}}     (a PickerOptions' object)
/// {"selectSnap": {"snap": 2, "animated": true}}
/// {"selectNextSnap": {}}
/// {"selectPreviousSnap": {}}
/// ```
///
/// A number that is not finite, which the picker rejects, is written as the string
/// `"nan"`, `"infinity"` or `"-infinity"`, `{"didScroll": {"offset": "nan"}}`, by a coder
/// set up as ``PickerSessionHeader``'s `Codable` conformance describes. Decoding throws
/// `DecodingError` for an unknown event, a missing argument, or a layout its initializer
/// refuses.
extension PickerEvent: Codable {
  /// `tapCell`'s argument, keyed by what it is.
  enum TapCellCodingKeys: String, CodingKey { case _0 = "cell" }
  /// `layoutChanged`'s argument, keyed by what it is.
  enum LayoutChangedCodingKeys: String, CodingKey { case _0 = "layout" }
  /// `rowsChanged`'s arguments: the unlabelled changes keyed by what they are.
  enum RowsChangedCodingKeys: String, CodingKey {
    case _0 = "changes"
    case layout
  }
  /// `optionsChanged`'s argument, keyed by what it is.
  enum OptionsChangedCodingKeys: String, CodingKey { case _0 = "options" }
  /// `selectSnap`'s arguments: the unlabelled snap keyed by what it is.
  enum SelectSnapCodingKeys: String, CodingKey {
    case _0 = "snap"
    case animated
  }
}
