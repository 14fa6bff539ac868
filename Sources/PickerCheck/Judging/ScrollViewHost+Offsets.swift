import PickerState

// MARK: - The picker's offset and the scroll view's, in step

extension ScrollViewHost {
  /// The picker's offset is the scroll view's, up to the half pixel by which the grid
  /// rounds where the picker asked the content to be, after every event at which the
  /// picker has heard of every move of the content (the scroll view owes no `didScroll`).
  ///
  /// The picker's `offset` is the last `didScroll` it heard or where it told the scroll
  /// view to be, and the scroll view's is where the content is; they may differ only while
  /// a `didScroll` is owed (a frame, a scroll asked without animation, a clamp of content
  /// that shrank), and the judgement waits for it:
  ///
  /// - an animated scroll, between its request and its first frame, has not moved the
  ///   content: the picker keeps the offset the animation starts from, and each frame's
  ///   `didScroll` brings it along, to the last frame's at `didEndScrollingAnimation`;
  /// - a scroll without animation (a rest, rule 11's stop, a reload or a batch update that
  ///   holds the picture, mid-drag included, W4's re-centring by whole laps) moves the
  ///   content at once to where the picker now believes it is, on the grid;
  /// - at rest the picker keeps its anchor and takes a report less than a point from it
  ///   for the anchor on the grid (rule 6), which the scroll view shows within half a
  ///   pixel of it;
  /// - with no rows the picker rests at 0 (I3), where it must have told the scroll view to
  ///   be, and, dragging or gliding, follows the scroll view's reports as with rows.
  ///
  /// A picker that rests without telling the scroll view believes the content is where it
  /// is not, and the next change of rows holds the picture from the wrong offset.
  func judgeOffsets(_ event: PickerEvent, after: PickerState) -> CheckFailure? {
    guard scrollView.outbox.owedScrolls == 0 else { return nil }
    let offset = scrollView.offset
    let slack = 0.5 / scrollView.pixelScale + 1e-12 * max(1, abs(offset))
    guard abs(after.offset - offset) <= slack else {
      return CheckFailure(
        .offsetsInStep,
        "after \(event) the picker believes the offset is \(after.offset), the scroll view "
          + "shows \(offset) (picker \(after.phase))")
    }
    return nil
  }
}
