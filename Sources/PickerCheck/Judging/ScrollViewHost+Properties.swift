import PickerState

/// What the end-to-end properties remember between events: the current motion of the
/// scroll view (from the moment it leaves rest to the moment it rests again) and the last
/// release.
struct ScrollViewRecord: Hashable, Sendable {
  /// `didEndScrolling` effects since then.
  var reportedEnds = 0
  /// Updates since then that took the picker from a motion to idle, with rows.
  var endsOfMotion = 0
  /// The row nearest the offset where the finger last lifted.
  var releaseRow: Int?
  /// The offset where the finger last lifted, from which a contained strip's paging counts
  /// snaps (P4).
  var releaseOffset = 0.0
  /// The app changed the selection or the layout after that release: the gesture alone no
  /// longer decides where the picker rests.
  var appIntervened = false
  /// The offset the scroll view showed after the previous event.
  var shownOffset: Double?
  /// Callbacks handed out since the finger, the app or a frame last acted.
  var callbacksSinceAction = 0
  /// A touch stopped a glide since the last event (for coverage).
  var touchStoppedGlide = false
  /// That glide carried content without rows (for coverage).
  var touchStoppedGlideWithoutRows = false
  /// The content moves as a motion began under another layout set it moving: a glide or
  /// an animation that a layout change let go on, or a drag whose finger a change found
  /// pulling past an end and the picker left there. Until it rests or a drag begins, it may
  /// carry the content anywhere that layout allowed, ends included.
  var carriesMotionFromAnotherLayout = false
  /// Requests (selections, taps, steps) that moved the content since it last rested or a
  /// drag began: each may take it half a lap on.
  var movingRequests = 0
  /// The selection, tap, step or advance whose motion is under way, and the cell it goes
  /// to.
  var request: ScrollViewRequest?
  /// The picker heard `willBeginDragging` of the finger dragging now.
  var pickerKnowsOfDrag = false
  /// The interval the last update that began in motion (the scroll view's or the
  /// picker's) since the last rest owes the rest, when autoplay was wanted then.
  var intervalOwedAtRest: Double?
  /// What that update left of autoplay's timer: seconds, or nil when none runs.
  var timerAfterMotion: Double?

  mutating func noteRelease(at offset: Double, in layout: PickerLayout) {
    releaseRow = layout.nearestRow(toOffset: offset)
    releaseOffset = offset
    appIntervened = false
  }
}

/// The scroll view as an event found it, before the effects were carried out: what the
/// end-to-end properties compare it with after the event. A few plain values, where a copy
/// of the whole model (its layout and its queue of callbacks), taken on every event of the
/// scroll-view mode, cost more than the judgement that read it.
struct ScrollViewBefore {
  /// Whether the finger was dragging the content.
  var isDragging: Bool
  /// The offset the scroll view showed.
  var offset: Double
  /// Whether nothing moved the content and no finger touched it.
  var isAtRest: Bool
  /// Whether a dragging finger held the content past either end
  /// (``ScrollViewModel/isPulledPastAnEnd``).
  var isPulledPastAnEnd: Bool
  /// For a `layoutChanged` that changes the rows of a scroll view heading for a cell: that
  /// cell, its row and its anchor offset in the old layout. Nil for any other event.
  var reloadDestination: ReloadDestination?
  /// For a `rowsChanged` that fits: what the judgement of the batch update needs. Nil for
  /// any other event.
  var batchUpdate: BatchUpdateBefore?
}

/// The cell a moving scroll view heads for as a layout change reaches it, in the old
/// layout.
struct ReloadDestination {
  /// The cell.
  var cell: Int
  /// The row it shows.
  var row: Int
  /// Its anchor offset.
  var oldAnchor: Double
  /// Its natural offset (P1): the content under the anchor, which a drag keeps (P8); its
  /// anchor offset but on a contained strip.
  var oldNatural: Double
  /// In an animation, or a glide toward the picker's target, on a strip that does not
  /// wrap: that row when its rest, by the scroll view's own cells, lies within half a pixel
  /// of the offset the motion heads for, which the pixel grid rounds to the nearest pixel.
  /// Where a neighbouring snap lies within a pixel of it (snaps closer than a pixel, or a
  /// rounded target halfway between two), the motion's target may read as that snap. A
  /// reload that ends the motion may rest on either. Nil otherwise.
  var targetWithinHalfAPixel: Int?
}

extension ScrollViewHost {
  /// More callbacks than this in a row, with no frame, finger or app action between them,
  /// is a ping-pong between the picker and the scroll view.
  static let pingPongLimit = 8

  /// What the judgement of `event`, answered by `before` becoming `after`, needs of the
  /// scroll view as the event finds it: taken before the effects are carried out.
  ///
  /// Out of line: inlined into a case's loop through the optional host, it read a copy of
  /// the whole host (649 bytes) on every scroll-view event.
  ///
  /// - Parameter rowChanges: The checker's model of a change of rows, where the oracle
  ///   built it already; nil to have it built here.
  @inline(never)
  func viewBefore(
    _ event: PickerEvent, before: PickerState, after: PickerState,
    rowChanges: NaiveRowChanges?
  ) -> ScrollViewBefore {
    var reloadDestination: ReloadDestination?
    let layout = scrollView.layout
    // P8: where the new rows of a contained strip fit, a motion rests at 0 on the clamped
    // selection, not on its destination (the oracle judges it): only a drag keeps a row.
    if case .layoutChanged = event, layout != after.layout,
      after.layout.itemCount > 0,
      scrollView.isDragging || !EventOracle.rowsFit(after.layout),
      let cell = destination(of: scrollView, picker: before)
    {
      reloadDestination = ReloadDestination(
        cell: cell, row: layout.row(ofCell: cell), oldAnchor: layout.offset(ofCell: cell),
        oldNatural: EventOracle.naturalOffset(ofCell: cell, in: layout),
        targetWithinHalfAPixel: pickersTargetWithinHalfAPixel(before))
    }
    return ScrollViewBefore(
      isDragging: scrollView.isDragging, offset: scrollView.offset,
      isAtRest: scrollView.isAtRest, isPulledPastAnEnd: scrollView.isPulledPastAnEnd,
      reloadDestination: reloadDestination,
      batchUpdate: batchUpdateBefore(event, before: before, rowChanges: rowChanges))
  }

  /// Whether `cell` rests, by the scroll view's own cells, within half a pixel of `target`,
  /// an offset a motion heads for: the pixel grid rounds the target to the nearest pixel,
  /// so where snaps lie within a pixel of each other, a motion toward the cell's rest may
  /// read as heading for a neighbouring snap.
  func restsWithinHalfAPixel(_ cell: Int, of target: Double) -> Bool {
    abs(scrollView.cells.restingOffset(ofCell: cell) - target)
      <= 0.5 / scrollView.pixelScale + scrollView.cells.tolerance + 1e-12 * max(1, abs(target))
  }

  /// The picker's target row, where the scroll view carries out the picker's motion (an
  /// animation, or a glide toward the picker's target) on a strip that does not wrap, and
  /// that row rests within half a pixel of the offset the motion heads for
  /// (``restsWithinHalfAPixel(_:of:)``); nil otherwise.
  func pickersTargetWithinHalfAPixel(_ picker: PickerState) -> Int? {
    guard !scrollView.layout.wrapsAround else { return nil }
    let row: Int
    let target: Double
    switch (picker.phase, scrollView.motion) {
    case (.animating(let chosen), .animating(_, let to, _)): (row, target) = (chosen, to)
    case (.decelerating(let chosen?), .decelerating(_, let to, _, _)): (row, target) = (chosen, to)
    default: return nil
    }
    return restsWithinHalfAPixel(row, of: target) ? row : nil
  }

  /// Judges one update end to end, after its effects were carried out: what the user sees
  /// and what the picker waits for, against the scroll view itself.
  ///
  /// - Parameters:
  ///   - rowNearestScroll: For a `didScroll`, the row nearest its offset, which the
  ///     picker's checks already found (``CheckedPicker/Step``).
  ///   - scrollViewBefore: The scroll view as the event found it, before the effects.
  /// - Returns: The first property that failed, or nil.
  mutating func judge(
    _ event: PickerEvent, _ effects: PickerEffects, before: PickerState, after: PickerState,
    rowNearestScroll: Int?, scrollViewBefore: ScrollViewBefore
  ) -> CheckFailure? {
    if let failure = judgeFinger(event, effects, scrollViewBefore) { return failure }
    if let failure = judgeJumps(event, effects, after, scrollViewBefore) { return failure }
    if let failure = judgeTicks(
      event, effects, before: before, after, rowNow: rowNearestScroll)
    {
      return failure
    }
    if let destination = scrollViewBefore.reloadDestination,
      let failure = judgeReload(toward: destination, after: after, scrollViewBefore)
    {
      return failure
    }
    if let update = scrollViewBefore.batchUpdate,
      let failure = judgeBatchUpdate(update, offsetBefore: scrollViewBefore.offset, after: after)
    {
      return failure
    }
    if let failure = judgeEnds(event, effects, scrollViewBefore) { return failure }
    if let failure = judgeRequest(
      event, effects, before: before, after: after, scrollViewBefore)
    {
      return failure
    }
    if let failure = judgeAutoplay(event, effects, before: before, scrollViewBefore) {
      return failure
    }
    if !before.phase.isIdle && after.phase.isIdle && after.selectedRow != nil {
      record.endsOfMotion += 1
    }
    for case .didEndScrolling in effects { record.reportedEnds += 1 }
    if Self.isAppRequest(event) && before.selectedRow != after.selectedRow
      || Self.isLayoutChange(event)
    {
      record.appIntervened = true
    }
    record.shownOffset = scrollView.offset
    guard record.callbacksSinceAction <= Self.pingPongLimit else {
      return CheckFailure(
        .atRest, "\(record.callbacksSinceAction) callbacks in a row: a ping-pong on \(event)")
    }
    // At rest, what the user sees of the rest is judged first: the offsets' agreement is
    // the more general promise, and the rest's failure the more telling report.
    guard scrollView.isAtRest && !owesCallbacks else { return judgeOffsets(event, after: after) }
    return judgeRest(after) ?? judgeOffsets(event, after: after)
  }

  /// While the finger drags, only a reload may move the content (without animation), and
  /// a drag's re-centring (W4), which moves a wrapping strip by whole laps and so leaves
  /// what the user sees where it was, up to the half pixel the grid rounds it by.
  private func judgeFinger(
    _ event: PickerEvent, _ effects: PickerEffects, _ scrollViewBefore: ScrollViewBefore
  ) -> CheckFailure? {
    guard scrollViewBefore.isDragging else { return nil }
    let cells = scrollView.cells
    for case .scroll(let offset, let animated) in effects
    where animated || !Self.isLayoutChange(event) {
      let isRecentring =
        !animated && cells.lapLength != nil
        && cells.visibleDistance(from: scrollViewBefore.offset, to: offset)
          <= 0.5 / scrollView.pixelScale + cells.tolerance
      guard isRecentring else {
        return CheckFailure(
          .underTheFinger,
          "\(event) scrolled to \(offset) (animated: \(animated)) under the finger")
      }
    }
    return nil
  }

  /// No jump: a scroll without animation that the app did not ask for moves what the user
  /// sees by less than `minimumAnimatedDistance` (or a pixel), and no target makes the
  /// scroll view skip its deceleration curve. What the user sees of a wrapping strip is
  /// its offset modulo a lap: a re-centring by whole laps (W4) is no jump, and the
  /// remainder a rest adds to it is judged as any other scroll. Content without rows shows
  /// nothing that moves: the scroll by which an empty picker rests at 0 is no jump.
  ///
  /// Inlined, as ``judgeTicks(_:_:before:_:rowNow:)`` is: called out of line from the mutating
  /// ``judge(_:_:before:after:rowNearestScroll:scrollViewBefore:)``, it took a copy of the
  /// whole host.
  @inline(__always)
  private func judgeJumps(
    _ event: PickerEvent, _ effects: PickerEffects, _ after: PickerState,
    _ scrollViewBefore: ScrollViewBefore
  ) -> CheckFailure? {
    if case .decelerating(_, let target, true, _) = scrollView.motion {
      return CheckFailure(
        .noJump, "the scroll view jumps to \(target): the target lies against the velocity")
    }
    // Content without rows shows nothing that could jump: an empty picker's rest at 0 moves
    // no row the user sees.
    guard !Self.isAppRequest(event), !Self.isLayoutChange(event), !scrollViewBefore.isDragging,
      scrollView.layout.itemCount > 0
    else { return nil }
    let cells = scrollView.cells
    let limit =
      max(after.options.minimumAnimatedDistance, 1 / scrollView.pixelScale) + cells.tolerance
    var shown = scrollViewBefore.offset
    for case .scroll(let offset, let animated) in effects {
      // The distance asked for: the pixel grid may add up to half a pixel to it.
      if !animated && cells.visibleDistance(from: shown, to: offset) >= limit {
        return CheckFailure(
          .noJump, "\(event) moved the content from \(shown) to \(offset) without animation")
      }
      shown = scrollView.rounded(offset)
    }
    return nil
  }

  /// A reload keeps what the user sees: the row under a dragging finger stays at its
  /// distance from the anchor (at its cell in the new home lap, W6; on a wrapping strip,
  /// up to whole laps, which show the same picture), and a glide or an
  /// animation goes on toward the cell it was heading for, or ends on that cell's row
  /// (clamped into the new rows), never on another; a motion heading for snaps within a
  /// pixel of each other may end on the picker's target among them
  /// (``ReloadDestination/targetWithinHalfAPixel``).
  ///
  /// - Parameter reloadDestination: ``ScrollViewBefore/reloadDestination``.
  private func judgeReload(
    toward reloadDestination: ReloadDestination, after: PickerState,
    _ scrollViewBefore: ScrollViewBefore
  ) -> CheckFailure? {
    let destination = reloadDestination.row
    let new = after.layout
    let kept = min(destination, new.itemCount - 1)
    if scrollViewBefore.isDragging {
      let distanceBefore = scrollViewBefore.offset - reloadDestination.oldNatural
      let distanceAfter = scrollView.offset - EventOracle.naturalOffset(ofRow: kept, in: new)
      // Each offset shown on the pixel grid, rounded by up to half a pixel (a tie either
      // way), and the subtractions' own rounding; on a wrapping strip, whose picture
      // repeats every lap, up to whole laps, each with the lap length's rounding.
      let cells = scrollView.cells
      let lapsApart = cells.lapLength.map { abs(distanceAfter - distanceBefore) / $0 } ?? 0
      let slack =
        1e-12 * max(1, abs(scrollViewBefore.offset), abs(scrollView.offset))
        + lapsApart * cells.tolerance
      guard
        cells.visibleDistance(from: distanceBefore, to: distanceAfter)
          <= 1 / scrollView.pixelScale + slack
      else {
        return CheckFailure(
          .reloadKeepsView,
          "row \(destination) was \(distanceBefore) from the anchor under the finger, "
            + "row \(kept) is \(distanceAfter)")
      }
      return nil
    }
    switch after.phase {
    case .idle:
      let keptTarget = reloadDestination.targetWithinHalfAPixel.map { min($0, new.itemCount - 1) }
      guard after.selectedRow == kept || (keptTarget != nil && after.selectedRow == keptTarget)
      else {
        return CheckFailure(
          .reloadKeepsView,
          "a reload mid-motion toward row \(destination) rested on row "
            + "\(String(describing: after.selectedRow))")
      }
    case .decelerating, .animating:
      let cell = reloadDestination.cell
      guard cell < new.cellCount, new.offset(ofCell: cell) == reloadDestination.oldAnchor,
        new.row(ofCell: cell) == destination
      else {
        return CheckFailure(
          .reloadKeepsView, "a motion toward cell \(cell) went on after its cell moved")
      }
    case .dragging:
      break
    }
    return nil
  }

  /// The cell a moving scroll view is heading for, as the user sees it: an animation's
  /// target, a glide's target where the host applied the picker's answer, the cell under
  /// the anchor now in a glide the picker chose no target for (a host without
  /// `willEndDragging`) and under a dragging finger. Nil at rest, with no rows, and in a
  /// glide toward a target the host did not take from the picker, where the picker and
  /// the scroll view head for different cells by the host's choice.
  func destination(of scrollView: ScrollViewModel, picker: PickerState) -> Int? {
    let layout = scrollView.layout
    switch scrollView.motion {
    case .animating(_, let to, _):
      return Self.cell(endingAt: to, in: layout, selected: picker.selectedRow)
    case .decelerating(_, let target, _, _):
      guard case .decelerating(let chosen) = picker.phase, chosen == nil || appliesTarget
      else { return nil }
      guard chosen != nil else {
        return Self.nearestCell(in: layout, toOffset: scrollView.offset)
      }
      return Self.cell(endingAt: target, in: layout, selected: picker.selectedRow)
    case .dragging:
      return Self.nearestCell(in: layout, toOffset: scrollView.offset)
    case .resting, .releasing:
      return nil
    }
  }

  /// The cell a motion toward `offset` ends on: the cell nearest it
  /// (``nearestCell(in:toOffset:)``), but on a contained strip that does not wrap the row
  /// committed at the snap nearest it (P4), by the oracle's snaps
  /// (``EventOracle/snapModel(of:)``): the selected row when it rests there, else the row
  /// the snap shows. P3's row nearest an offset may rest at another snap.
  ///
  /// - Complexity: O(n) for n rows on a contained strip.
  static func cell(endingAt offset: Double, in layout: PickerLayout, selected: Int?) -> Int? {
    guard let snaps = EventOracle.snapModel(of: layout),
      let snap = snaps.nearestSnap(toOffset: offset)
    else { return nearestCell(in: layout, toOffset: offset) }
    return snaps.committedRow(atSnap: snap, selected: selected)
  }

  /// The row P4 commits where `row` rests: on a contained strip that does not wrap, by the
  /// oracle's snaps, the selected row when it rests at `row`'s snap, else the row that snap
  /// shows; `row` itself on any other strip.
  ///
  /// - Complexity: O(n) for n rows on a contained strip.
  static func row(committedWhere row: Int, in layout: PickerLayout, selected: Int?) -> Int {
    guard let snaps = EventOracle.snapModel(of: layout) else { return row }
    return snaps.committedRow(atSnap: snaps.snapOfRow[row], selected: selected)
  }

  /// The cell nearest `offset`: ``EventOracle/nearestRow(in:toOffset:)`` when the layout
  /// does not wrap, and otherwise the layout's own search, which the oracle holds against
  /// its own laps after every `didScroll` (``EventOracle/LapModel``): the scroll view's
  /// judgements need the layout's answer where two anchors round alike, as the picker
  /// does.
  static func nearestCell(in layout: PickerLayout, toOffset offset: Double) -> Int? {
    guard layout.wrapsAround else { return EventOracle.nearestRow(in: layout, toOffset: offset) }
    return layout.nearestCell(toOffset: offset)
  }

  /// A tick exactly when the cell under the anchor changes under the finger or the glide:
  /// in a strip that does not wrap, its row.
  ///
  /// The cell before is the one nearest the picker's own offset before the event, which the
  /// scroll view shows up to its pixel grid (``judgeOffsets(_:after:)`` holds them
  /// together). Where they differ, the picker rests where it scrolled and the scroll view
  /// shows that rounded; and where the rounded offset lies exactly between two rows (a
  /// contained strip resting clamped at a quarter point), the row the picker rests on is
  /// the one under the anchor: moving off the tie toward it changes nothing the user
  /// sees, and ticks no more than a tie settled the other way would (rule 6, P3).
  ///
  /// - Parameter rowNow: The row nearest the `didScroll`'s offset, as
  ///   `EventOracle.nearestRow(in:toOffset:)` gives it, which the picker's geometry check
  ///   already found (``CheckedPicker/Step``) where the strip does not wrap.
  @inline(__always)
  private func judgeTicks(
    _ event: PickerEvent, _ effects: PickerEffects, before: PickerState, _ after: PickerState,
    rowNow: Int?
  ) -> CheckFailure? {
    guard case .didScroll(let offset) = event, lastCallbackWasUserMotion,
      let shown = record.shownOffset
    else { return nil }
    let layout = after.layout
    let previous = before.offset
    let cellChanged =
      layout.wrapsAround
      ? Self.nearestCell(in: layout, toOffset: previous)
        != Self.nearestCell(in: layout, toOffset: offset)
      : EventOracle.nearestRow(in: layout, toOffset: previous) != rowNow
    let ticks = effects.tickCount
    guard ticks == (cellChanged ? 1 : 0) else {
      return CheckFailure(
        .ticks,
        "\(ticks) ticks moving from \(previous) (shown at \(shown)) to \(offset) "
          + "(cell changed: \(cellChanged))")
    }
    return nil
  }

  /// No end in reach (W5): the content of a wrapping strip with rows stays at least half
  /// W5's margin inside both ends (a quarter of the wrap reach, or an eighth of the offset
  /// range where that is less), as the scroll view's cells place them, up to the half pixel
  /// the grid rounds by.
  ///
  /// What W5 promises, worked out for the strips this mode draws, whose laps are never
  /// capped: `m` laps of the home lap's length reach the wrap reach on each side of it. A
  /// drag starts in the home lap (W4), a wrap reach less a viewport from either end, and
  /// the finger's longest drag (41 frames at 4,002 points per second: under 2,800 points)
  /// and the glide of its fastest release (under 2,000 points) cover little of it, or end on
  /// targets, which W5 keeps its whole margin inside. A request goes the shortest way round
  /// from where the content is (W3): at most half a lap, which leaves `(m - 1/2)` laps, at
  /// least half the wrap reach, less the viewport and any drag and glide before it. W5's
  /// margin binds targets only: a selection from rest may come within it by up to a
  /// viewport (a strip of one lap a side, a lap just past the wrap reach).
  ///
  /// A motion that began under another layout (a glide or an animation that a layout change
  /// let go on, W6, such as one heading for a row of a strip that did not wrap) is not
  /// judged until the content rests or a drag begins; nor is one after a second request
  /// that moved the content before then, for each may take it half a lap farther from
  /// home (two selections made a moment apart walk a lap, to the end of a strip of one lap
  /// a side): W5 rests on motions that start at rest or with a drag, and so does this
  /// property. Neither shows an end to the user: offsets stay in the range, where cells
  /// fill the viewport, and the next drag or rest re-centres (W4).
  ///
  /// Nor is a drag whose finger a change of layout or rows found pulling past an end and
  /// the picker left where it was, until it rests or another drag begins. The scroll view
  /// rubber-bands where the finger would put the content (the drag's start less its
  /// travel) against the content of the moment, and the picker sees only the offset: a
  /// longer strip that did not wrap, replaced under the finger, leaves the finger far past
  /// the new end while the content shows a rubber band's pull past it, and the wrapping
  /// strip that then arrives keeps that offset (W6) and shows the finger's place by the
  /// pull against its own end (the finger 296,905 points past a shrunk strip's end, shown
  /// 374 past it, then past the end of three wrapping laps: the seed 0x81bba801faa86242).
  /// A scroll from the picker puts the finger where it puts the content, so a change the
  /// picker maps (L4, W6) is judged where it lands.
  private mutating func judgeEnds(
    _ event: PickerEvent, _ effects: PickerEffects, _ scrollViewBefore: ScrollViewBefore
  ) -> CheckFailure? {
    switch event {
    case .layoutChanged, .rowsChanged:
      let keepsPullPastAnEnd = scrollViewBefore.isPulledPastAnEnd && !effects.containsScroll
      if !scrollViewBefore.isAtRest && !scrollViewBefore.isDragging || keepsPullPastAnEnd {
        record.carriesMotionFromAnotherLayout = true
      }
    case .select, .tap, .tapCell, .accessibilityIncrement, .accessibilityDecrement:
      if effects.containsScroll {
        record.movingRequests += 1
      }
    case .willBeginDragging:
      record.carriesMotionFromAnotherLayout = false
      record.movingRequests = 0
    default:
      break
    }
    let cells = scrollView.cells
    guard !record.carriesMotionFromAnotherLayout, record.movingRequests < 2,
      let margin = cells.targetMargin
    else { return nil }
    let slack = 0.5 / scrollView.pixelScale + cells.tolerance
    let lowest = cells.offsetRange.lowerBound + margin / 2 - slack
    let highest = cells.offsetRange.upperBound - margin / 2 + slack
    let offset = scrollView.offset
    guard offset >= lowest && offset <= highest else {
      return CheckFailure(
        .noEndInReach,
        "\(event) left the content at \(offset), outside \(lowest)...\(highest), half W5's "
          + "margin inside the ends")
    }
    return nil
  }

  /// At rest: the picker is idle on the row the scroll view shows, at that row's home-lap
  /// anchor by the scroll view's own cells (W4), on the row the request under way went to,
  /// reported each motion's end once, autoplay's timer runs from a full interval
  /// (``judgeTimerAtRest()``), and a gesture moved at most `maxItems` rows from its release
  /// when paging.
  private mutating func judgeRest(_ after: PickerState) -> CheckFailure? {
    defer {
      record.reportedEnds = 0
      record.endsOfMotion = 0
      record.releaseRow = nil
      record.request = nil
      record.carriesMotionFromAnotherLayout = false
      record.movingRequests = 0
      record.intervalOwedAtRest = nil
    }
    guard after.phase.isIdle else {
      return CheckFailure(
        .atRest,
        "the scroll view rests at \(scrollView.offset) and the picker is \(after.phase): "
          + "it waits for a callback that will not come")
    }
    if let row = after.selectedRow {
      let shown = scrollView.rounded(after.layout.offset(ofRow: row))
      guard scrollView.offset == shown else {
        return CheckFailure(
          .atRest, "the scroll view rests at \(scrollView.offset), row \(row) at \(shown)")
      }
      let cells = scrollView.cells
      let home = cells.restingOffset(ofCell: cells.homeCell(ofRow: row))
      guard abs(scrollView.offset - home) <= 0.5 / scrollView.pixelScale + cells.tolerance
      else {
        return CheckFailure(
          .atRest,
          "the scroll view rests at \(scrollView.offset), row \(row)'s home-lap anchor is "
            + "\(home)")
      }
    }
    if let request = record.request,
      after.selectedRow != scrollView.cells.row(ofCell: request.cell)
    {
      return CheckFailure(
        request.property,
        "\(request.event) went to cell \(request.cell), and the picker rests on row "
          + "\(String(describing: after.selectedRow))")
    }
    guard record.reportedEnds == record.endsOfMotion else {
      return CheckFailure(
        .oncePerMotion,
        "\(record.reportedEnds) didEndScrolling for \(record.endsOfMotion) ends of motion")
    }
    if let failure = judgeTimerAtRest() { return failure }
    if case .paging(let maxItems) = after.options.snapping, let release = record.releaseRow,
      !record.appIntervened, let row = after.selectedRow,
      scrollView.cells.snapsTravelled(from: record.releaseOffset, toRow: row)
        ?? Self.rowsTravelled(from: release, to: row, in: after.layout) > max(maxItems, 1)
    {
      return CheckFailure(
        .pagingPerGesture, "one gesture moved from row \(release) to row \(row)")
    }
    return nil
  }

  /// How many rows lie between two, at least: the difference in a strip that does not
  /// wrap, and the shorter way round one that does. A wrapping strip rests on its home lap,
  /// whatever copy a gesture reached, so its rows alone tell no more; the oracle counts
  /// the cells of every settle.
  private static func rowsTravelled(from start: Int, to end: Int, in layout: PickerLayout) -> Int {
    let difference = abs(end - start)
    return layout.wrapsAround ? min(difference, layout.itemCount - difference) : difference
  }

  /// Whether the app (or the user through a cell or VoiceOver) asked for the event's scroll.
  static func isAppRequest(_ event: PickerEvent) -> Bool {
    switch event {
    case .select, .tap, .tapCell, .accessibilityIncrement, .accessibilityDecrement,
      .autoAdvanceTimerFired, .selectSnap, .selectNextSnap, .selectPreviousSnap:
      true
    case .willBeginDragging, .didScroll, .willEndDragging, .didEndDragging, .didEndDecelerating,
      .didEndScrollingAnimation, .layoutChanged, .rowsChanged, .optionsChanged:
      false
    }
  }

  /// Whether the event changes the layout: a reload, or a change of rows, whose scrolls
  /// without animation move the content where the rows moved.
  static func isLayoutChange(_ event: PickerEvent) -> Bool {
    switch event {
    case .layoutChanged, .rowsChanged: true
    default: false
    }
  }
}
