import PickerState

// MARK: - Pages: where rows rest, snaps, page dots and arrows (P1-P5)

extension BaselinePicker {
  /// Where `row` rests: its anchor, or on a contained strip its natural offset clamped into
  /// the range (P1), from the strip's own arrays.
  func restingOffset(ofRow row: Int) -> Double {
    strip?.restingOffset(ofRow: row) ?? layout.offset(ofRow: row)
  }

  /// Remembers where the finger lifted, for the paging limit of the settle: the row under
  /// the anchor, or on a contained strip the lowest row of the snap nearest the offset, from
  /// which the limit counts snaps (P4).
  func noteRelease() {
    guard let strip else {
      releaseRow = centeredRow
      return
    }
    releaseRow = strip.nearestSnap(toOffset: offset).map(strip.firstRow(ofSnap:))
  }

  /// The row a contained strip commits at `snap` (P4): the selected row when it rests
  /// there, else the row the snap shows.
  func row(restingAtSnap snap: Int, of strip: ContainedStrip) -> Int {
    if let row = selectedRow, strip.snap(ofRow: row) == snap { return row }
    return strip.row(ofSnap: snap)
  }

  /// The row a contained strip settles on (P4): the snap nearest where the content
  /// stopped, at most `maxItems` snaps from the release's with paging, and its row as
  /// ``row(restingAtSnap:of:)`` chooses it.
  func settleRow(on strip: ContainedStrip) -> Int {
    let stopped = strip.nearestSnap(toOffset: offset) ?? 0
    let origin = releaseRow.map(strip.snap(ofRow:)) ?? stopped
    return row(restingAtSnap: Self.limited(stopped, from: origin, by: options.snapping), of: strip)
  }

  /// `selectSnap(_:animated:)` (P5): a snap outside `0..<snapCount` is rejected; the
  /// selected row resting there already changes nothing; otherwise the snap's row is
  /// selected as `select(row:animated:)` selects it. On any other strip a snap is a row.
  func selectSnap(_ snap: Int, animated: Bool, into effects: inout [PickerEffect]) {
    let count = strip?.snapCount ?? layout.itemCount
    guard snap >= 0 && snap < count else {
      effects.append(.rejected(.snapOutOfRange(snap: snap, snapCount: count)))
      return
    }
    guard let strip else {
      return select(row: snap, animated: animated, cause: .programmatic, into: &effects)
    }
    guard selectedRow.map(strip.snap(ofRow:)) != snap else { return }
    select(row: strip.row(ofSnap: snap), animated: animated, cause: .programmatic, into: &effects)
  }

  /// `selectNextSnap` (+1) and `selectPreviousSnap` (-1), the arrows (P5): the row of the
  /// snap after or before the selected row's, animated, cause `.programmatic`; nothing at
  /// either end. On any other strip a snap is a row.
  func stepSnap(by delta: Int, into effects: inout [PickerEffect]) {
    guard let row = selectedRow else { return }
    let snap = strip?.snap(ofRow: row) ?? row
    let count = strip?.snapCount ?? layout.itemCount
    guard snap + delta >= 0 && snap + delta < count else { return }
    let next = strip?.row(ofSnap: snap + delta) ?? snap + delta
    select(row: next, animated: true, cause: .programmatic, into: &effects)
  }
}
