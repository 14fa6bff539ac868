// MARK: - Pages: snaps as pages, the arrows, progress (P5, P6)

extension PickerState {
  /// The snap at which the selected row rests: the page a `UIPageControl` shows as
  /// `currentPage` (P2, P5). The selected row itself on an anchored or a wrapping strip;
  /// nil exactly when the layout is empty.
  public var selectedSnap: Int? {
    selectedRow.map(layout.snap(ofRow:))
  }

  /// How far the content has scrolled from row 0's resting offset (0) to the last row's
  /// (1), linear in the offset and clamped into `0...1` (P6): a host drives a progress bar
  /// with it, or Embla's `scrollProgress`. 0 when the two offsets are equal (one row, rows
  /// that fit, no rows). On a wrapping strip, how far the anchor is through the lap that
  /// starts at the copy of row 0 nearest before it in row order, in `0..<1`. Read it after
  /// every update, `didScroll` included: it follows the offset live.
  public var progress: Double {
    let count = layout.itemCount
    guard count > 1 else { return 0 }
    guard layout.wrapsAround else {
      let first = layout.offset(ofRow: 0)
      let last = layout.offset(ofRow: count - 1)
      guard first != last else { return 0 }
      return min(max((offset - first) / (last - first), 0), 1)
    }
    let fromRowZero = offset - layout.offset(ofRow: 0)
    let alongRows = layout.direction == .leftToRight ? fromRowZero : -fromRowZero
    let laps = alongRows / layout.lapLength
    let through = laps - laps.rounded(.down)
    // A lap's length less than half an ulp short of a whole lap rounds up to 1.
    return through < 1 ? through : 0
  }

  /// Whether ``PickerEvent/selectNextSnap`` would change the selection (P5, I13): a host
  /// enables its "next" arrow with it. True on a wrapping strip of at least two rows, and
  /// on any other while ``selectedSnap`` is before the last snap.
  public var canSelectNextSnap: Bool {
    guard let snap = selectedSnap else { return false }
    return layout.wrapsAround ? layout.itemCount > 1 : snap < layout.snapCount - 1
  }

  /// Whether ``PickerEvent/selectPreviousSnap`` would change the selection (P5, I13): a host
  /// enables its "previous" arrow with it. True on a wrapping strip of at least two rows,
  /// and on any other while ``selectedSnap`` is after snap 0.
  public var canSelectPreviousSnap: Bool {
    guard let snap = selectedSnap else { return false }
    return layout.wrapsAround ? layout.itemCount > 1 : snap > 0
  }

  /// `selectSnap(_:animated:)`: a snap outside `0..<snapCount` is rejected, the state
  /// untouched; the selected row resting at the snap already changes nothing, in any phase;
  /// otherwise the snap's row is selected as `select(row:animated:)` selects it, cause
  /// `.programmatic`. On an anchored or a wrapping strip, `select(row: snap, animated:)`.
  @usableFromInline
  mutating func selectSnap(_ snap: Int, animated: Bool, into effects: inout PickerEffects) {
    let count = layout.snapCount
    guard snap >= 0 && snap < count else {
      effects.append(.rejected(.snapOutOfRange(snap: snap, snapCount: count)))
      return
    }
    guard layout.restsClamped else {
      return select(row: snap, animated: animated, cause: .programmatic, into: &effects)
    }
    guard snap != selectedSnap else { return }
    select(row: layout.row(ofSnap: snap), animated: animated, cause: .programmatic, into: &effects)
  }

  /// `selectNextSnap` (+1) and `selectPreviousSnap` (-1), cause `.programmatic`, and
  /// autoplay's advance (+1, cause `.autoAdvance`): the row of the snap after or before
  /// ``selectedSnap``, animated, as `select(row:animated:)` selects it in each phase. At an
  /// end of a strip that does not wrap an arrow changes nothing, and an advance from the
  /// last snap goes back to snap 0's row, the long way; a wrapping strip moves exactly one
  /// cell, as the accessibility steps do (W3).
  @usableFromInline
  mutating func stepSnap(by delta: Int, cause: SelectionCause, into effects: inout PickerEffects) {
    guard layout.restsClamped, let snap = selectedSnap else {
      return step(by: delta, cause: cause, into: &effects)
    }
    let count = layout.snapCount
    let next = cause == .autoAdvance && snap + delta == count ? 0 : snap + delta
    guard next >= 0 && next < count else { return }
    select(row: layout.row(ofSnap: next), animated: true, cause: cause, into: &effects)
  }

  /// The rest on `row` of a contained strip, at its clamped offset, with the row nearest
  /// the anchor there under it, which need not be `row` (P3). Out of line: anchored strips
  /// never call it.
  @inline(never)
  mutating func comeToContainedRest(
    on row: Int, host: HostMotion, into effects: inout PickerEffects
  ) {
    let resting = anchorOffset(ofRow: row)
    let centered = layout.nearestCell(toOffset: resting, near: storedCenteredCell)
    comeToRest(on: row, at: resting, centeredCell: centered, host: host, into: &effects)
  }
}

// MARK: - Autoplay's policies (P7)

extension PickerState {
  /// Whether the selected row rests at the last snap of a strip that does not wrap, where
  /// autoplay with ``PickerOptions/autoAdvanceStopsAtEnd`` waits.
  @usableFromInline
  var isAtLastSnap: Bool {
    guard !layout.wrapsAround, let snap = selectedSnap else { return false }
    return snap == layout.snapCount - 1
  }

  /// Whether an event is the user taking over, which stops autoplay for good with
  /// ``PickerOptions/autoAdvanceStopsOnInteraction``: a drag, a tap, a tapped cell, or a
  /// VoiceOver step. The app's own selections (`select`, `selectSnap`, the arrows) are not.
  static func isUserInteraction(_ event: PickerEvent) -> Bool {
    switch event {
    case .willBeginDragging, .tap, .tapCell, .accessibilityIncrement, .accessibilityDecrement:
      true
    case .select, .selectSnap, .selectNextSnap, .selectPreviousSnap, .didScroll,
      .willEndDragging, .didEndDragging, .didEndDecelerating, .didEndScrollingAnimation,
      .layoutChanged, .rowsChanged, .autoAdvanceTimerFired, .optionsChanged:
      false
    }
  }

  /// Switches autoplay off for good, as an `optionsChanged` with a nil interval would, after
  /// a user interaction that the picker accepted (a rejected one leaves the state
  /// untouched): the timer, if one was wanted, is cancelled by the update's own bookkeeping.
  mutating func stopAutoplayForGood(after effects: PickerEffects) {
    for case .rejected in effects { return }
    options.autoAdvanceInterval = nil
  }
}

// MARK: - Settling on snaps (P4)

extension PickerState {
  /// The row a contained strip commits at a snap: the selected row when it rests there,
  /// else the row the snap shows (P4), never a row resting elsewhere.
  func row(restingAtSnap snap: Int) -> Int {
    if let row = selectedRow, layout.snap(ofRow: row) == snap { return row }
    return layout.row(ofSnap: snap)
  }

  /// P4 through a change of rows or layout that a glide goes on through: the cell its
  /// target becomes. `decelerating(targetRow:)` carries the row the settle will commit at
  /// the target's snap, so on a contained strip it is the row P4 commits at the snap where
  /// `cell` now rests (``row(restingAtSnap:)``, with the selection after the change): the
  /// selected row when it rests there, else the row the snap shows. Rows that come to share
  /// the snap with the selection, or that change which row the snap shows, so change the
  /// row carried, never the snap. Otherwise `cell` itself, the target the change followed
  /// (L4, rule 8). A motion that the change ends at once rests on its destination as rule 8
  /// and L3 say, not through this.
  func cell(headingFor cell: Int) -> Int {
    layout.restsClamped ? row(restingAtSnap: layout.snap(ofRow: cell)) : cell
  }

  /// P4 while the selection follows the row under the anchor
  /// (`commitsSelectionWhileScrolling`): a contained strip's glide carries the row its
  /// settle would commit at its target's snap, which the new selection may change (the
  /// selected row when it rests there, else the row the snap shows).
  @inline(never)
  mutating func carryCommittedRow() {
    guard case .decelerating(let target?, let release) = motion else { return }
    let carried = cell(headingFor: target.row)
    motion = .decelerating(target: Target(carried, in: layout), release: release)
  }

  /// The row `willEndDragging` targets on a contained strip: that of
  /// `PickerLayout.targetSnap(releasedAt:...)`, for a finite release and proposal and a
  /// strip with rows.
  @inline(never)
  mutating func containedTargetRow(
    releasedAt releaseOffset: Double, proposedOffset: Double, velocity: Double
  ) -> Int {
    let snap = layout.targetSnap(
      releasedAt: releaseOffset, velocity: velocity, proposedOffset: proposedOffset,
      snapping: options.snapping, flingThreshold: options.flingThreshold)
    return row(restingAtSnap: snap ?? 0)
  }

  /// Where the finger lifted on a contained strip, as a row of the snap nearest the offset,
  /// from which the settle's paging limit counts snaps (P4).
  @inline(never)
  func containedReleaseRow() -> Int? {
    layout.nearestSnap(toOffset: offset).map { layout.rows(ofSnap: $0).lowerBound }
  }

  /// The glide of a contained strip toward `cell` (nil: no target), from its release as
  /// ``containedReleaseRow()`` finds it (P4): the finger's lift corrected after the
  /// anchored strip's glide, out of line so that anchored strips only test a flag.
  @inline(never)
  mutating func glideFromContainedRelease(toward cell: Int?) {
    glide(toward: cell, releasedAt: containedReleaseRow())
  }

  /// The row a contained strip settles on: the snap nearest where the content stopped, at
  /// most `maxItems` snaps from the release's with paging, and its row as
  /// ``row(restingAtSnap:)`` chooses it.
  @inline(never)
  mutating func containedSettleRow() -> Int {
    let stopped = layout.nearestSnap(toOffset: offset) ?? 0
    let release = releaseCell.map(layout.snap(ofRow:)) ?? stopped
    // The paging limit is the same count of snaps as of cells.
    return row(restingAtSnap: layout.cell(stopped, limitedBy: options.snapping, from: release))
  }
}
