import PickerState

// MARK: - A wrapping strip's laps, as the oracle judges them

extension EventOracle {
  /// The oracle's own lap geometry of a wrapping layout with rows: ``NaiveWrap``'s model of
  /// the layout's arguments, and the cells it takes for reachable. The oracle builds one
  /// when it starts and on every layout change, never per event, and judges the layout's
  /// laps against it then (``anchorFault(of:)``).
  ///
  /// Laps, cells, the home lap, anchors, the reachable cells and W5's margin are the
  /// model's. The layout's own numbers are read only where the picker must hit them
  /// exactly (a scroll to a cell's anchor, W4's whole laps), each judged against the
  /// model's within its ``NaiveWrap/tolerance``, and where the model puts cells within its
  /// rounding of as near an offset as its nearest (W2's nearest cell: its neighbours, or
  /// more where cells lie closer together than its rounding): there the layout's anchors
  /// decide, as they decide for the picker, for the reason ``NaiveGeometry`` scans a
  /// layout's own anchors (W2's tie rule is about the layout's numbers, not the model's
  /// rounding). W3's way round is the model's alone: its tie is a tie up to rounding, which
  /// the model can tell by itself.
  ///
  /// A class of constants: the judges borrow it on every event, and the oracle keeps the
  /// one before a layout change beside the new one; each copy is then one reference, not
  /// the model's numbers and arrays again.
  final class LapModel: Hashable, Sendable {
    /// The strip worked out from the layout's arguments.
    let model: NaiveWrap
    /// The model's ``NaiveWrap/tolerance``, read once.
    let tolerance: Double
    /// The cells whose anchors lie in the range: the model's ``NaiveWrap/reachableCells``,
    /// but where the model puts an end cell's anchor within its tolerance of an end of the
    /// range, the layout's own anchor settles it. Anchors that lie exactly on an end in
    /// exact arithmetic (a trailing anchor without padding or spacing, at the far end)
    /// round into the range in one computation and out of it in another.
    let reachableCells: Range<Int>
    /// Whether some reachable cell's anchor lies W5's margin inside both ends of the
    /// range, up to the model's rounding. Where none does (neighbouring anchors more than
    /// half the range apart, such as one row as long as the reach under a viewport two laps
    /// wide), W5 cannot hold, and a target need only be a cell in reach.
    let clearsMargin: Bool

    /// The model of `layout`, a wrapping layout with rows.
    ///
    /// - Complexity: O(1) for uniform widths, O(n) for n rows of variable widths.
    init(_ layout: PickerLayout) {
      // W1's threshold may fall between the model's lap length and the layout's, each
      // rounded its own way: the cells are then counted as W1 counts the layout's own laps,
      // and ``anchorFault(of:)`` still holds the layout to W1 and the lap length to the model.
      let model = NaiveWrap(layout).countingLaps(ofLapLength: layout.lapLength)
      self.model = model
      tolerance = model.tolerance
      let modelled = model.reachableCells
      let range = model.offsetRange
      let cellCount = min(model.cellCount, layout.cellCount)
      func isAtAnEnd(_ cell: Int) -> Bool {
        let anchor = model.offset(ofCell: cell)
        return abs(anchor - range.lowerBound) <= model.tolerance
          || abs(anchor - range.upperBound) <= model.tolerance
      }
      // Whether the layout reaches a cell at an end; a cell the layout does not have is
      // left to the model (``anchorFault(of:)`` reports the count).
      func layoutReaches(_ cell: Int) -> Bool? {
        guard cell >= 0 && cell < cellCount && isAtAnEnd(cell) else { return nil }
        return layout.offsetRange.contains(layout.offset(ofCell: cell))
      }
      var first = modelled.lowerBound
      var end = modelled.upperBound
      if layoutReaches(first - 1) == true {
        first -= 1
      } else if first < end && layoutReaches(first) == false {
        first += 1
      }
      if layoutReaches(end) == true {
        end += 1
      } else if first < end && layoutReaches(end - 1) == false {
        end -= 1
      }
      let reachableCells = first..<max(first, end)
      self.reachableCells = reachableCells
      // The clear span is centred on the range's middle, so the anchor nearest the middle
      // is in it if any is.
      let middle = model.nearestCell(toOffset: range.upperBound / 2, among: reachableCells)
      clearsMargin =
        middle.map {
          abs(model.offset(ofCell: $0) - range.upperBound / 2)
            <= range.upperBound / 2 - model.targetMargin + model.tolerance
        } ?? false
    }

    /// Every two lap models are equal: a model is a function of the layout it was built
    /// for, which the picker beside the oracle holds, so a checked picker's equality and
    /// hash (the exhaustive search's visited set) need not read it again.
    static func == (lhs: LapModel, rhs: LapModel) -> Bool { true }

    /// Hashes nothing, as ``==`` compares nothing.
    func hash(into hasher: inout Hasher) {}

    /// Whether `a` and `b` agree up to the model's rounding.
    func isClose(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= tolerance }

    /// `offset` clamped into the model's range.
    private func clamped(_ offset: Double) -> Double {
      min(max(offset, model.offsetRange.lowerBound), model.offsetRange.upperBound)
    }

    // MARK: - Cells

    /// The cell nearest `offset` among the reachable cells (W2), the lower on a tie: the
    /// model's, or a cell the model puts as near within its rounding that the layout's own
    /// anchors make nearer.
    ///
    /// The cells the model puts as near within its rounding are its neighbours, and more
    /// where cells lie closer together than that rounding: on a strip of 5e18 points, rows
    /// of 300 and 3,839 points 65,600 apart, whose anchors the model, summing the rows its
    /// own way, puts 3e5 from the layout's, and so a few cells along. Among those the
    /// layout's anchors, which run one way along the strip, decide: the nearest is the last
    /// before the target or the first past it.
    ///
    /// - Returns: The cell, or nil when `offset` is not finite.
    /// - Complexity: O(log c) for c cells.
    func nearestCell(toOffset offset: Double, in layout: PickerLayout) -> Int? {
      guard let found = model.nearestCell(toOffset: offset, among: reachableCells) else {
        return nil
      }
      let target = clamped(offset)
      // As near as `found` within twice the tolerance: ``isNearer(_:than:to:in:winsTie:)``'s
      // band, where the layout's anchors decide.
      let reach = abs(model.offset(ofCell: found) - target) + 2 * tolerance
      let band = model.cells(
        anchoredFrom: target - reach, through: target + reach, among: reachableCells,
        near: found)
      let isLeftToRight = model.direction == .leftToRight
      let past = NaiveWrap.firstCell(among: band) {
        let anchor = layout.offset(ofCell: $0)
        return isLeftToRight ? anchor > target : anchor < target
      }
      var nearest = found
      for candidate in (past - 1)...past
      where band.contains(candidate)
        && isNearer(candidate, than: nearest, to: target, in: layout, winsTie: candidate < nearest)
      {
        nearest = candidate
      }
      return nearest
    }

    /// The copy of `row` whose anchor is nearest `offset` (clamped into the range) among the
    /// reachable cells, the higher cell on a tie up to the model's rounding (W3): the
    /// model's alone (``NaiveWrap/nearestCopy(of:toOffset:among:)``).
    ///
    /// - Returns: The cell, or nil when no copy of the row is reachable or `offset` is not
    ///   finite.
    /// - Complexity: O(1).
    func nearestCopy(of row: Int, toOffset offset: Double) -> Int? {
      model.nearestCopy(of: row, toOffset: offset, among: reachableCells)
    }

    /// The copy W3 allows besides `forward`, the copy of a row the model found nearest
    /// `offset` (``nearestCopy(of:toOffset:)``): the copy a lap behind it, where the model
    /// puts the two within its rounding of a tie but the layout's own distances differ.
    /// There the model cannot tell an exact tie, which goes forward, from a near one whose
    /// nearer copy lies behind by less than the model's rounding (an offset that is no
    /// anchor, such as a hostile report moved by whole laps), so the picker may take
    /// either; where the layout's distances are equal, only the forward copy.
    ///
    /// - Returns: The copy behind, or nil when W3 allows `forward` alone.
    func tiedCopy(behind forward: Int, toOffset offset: Double, in layout: PickerLayout) -> Int? {
      let behind = forward - model.itemCount
      guard reachableCells.contains(behind), offset.isFinite else { return nil }
      let target = clamped(offset)
      let modelGap =
        abs(model.offset(ofCell: forward) - target) - abs(model.offset(ofCell: behind) - target)
      guard abs(modelGap) <= 4 * tolerance else { return nil }
      let forwardDistance = abs(layout.offset(ofCell: forward) - target)
      return forwardDistance == abs(layout.offset(ofCell: behind) - target) ? nil : behind
    }

    /// `cell` when it is reachable, otherwise the reachable copy of its row the fewest laps
    /// away (W3's cell tap; a step from the first or the last cell lands up to a lap
    /// outside the strip).
    ///
    /// - Parameter cell: A cell up to a lap outside `0..<cellCount`.
    /// - Returns: The cell, or nil when no copy of its row is reachable.
    func reachableCopy(of cell: Int) -> Int? {
      let count = model.itemCount
      let row = (cell % count + count) % count
      guard let laps = model.laps(holdingCopiesOf: row, among: reachableCells) else {
        return nil
      }
      return min(max((cell - row) / count, laps.lowerBound), laps.upperBound) * count + row
    }

    /// L4's margin: `cell`, a reachable cell, itself when its anchor lies at least W5's
    /// margin inside both ends of the range; otherwise the copy of its row in the nearest
    /// lap that does, or `cell` itself where no copy does (``clearsMargin`` false, or a
    /// lap longer than the clear middle of the range). Clear or not is the model's,
    /// except within its rounding of the margin, where the layout's own anchors and margin
    /// decide, as they decide for the picker. So a cell anchored exactly on the margin in
    /// decimal (rows of 0.001 points: 792.554 against a quarter range of 792.554) takes
    /// the next lap in when the layout's numbers put it a rounding error within.
    ///
    /// The end to move away from is the nearer one, told by the range's middle: a cell the
    /// layout finds within the margin may lie a rounding error past it by the model's
    /// anchor, and must still move away from that end, not toward the other.
    ///
    /// - Complexity: O(1): the laps to move are counted from the model's lap length, and
    ///   its rounding settled among the copies a lap either side of that count.
    func clearCopy(of cell: Int, in layout: PickerLayout) -> Int {
      guard !isClearOfTheEnds(cell, in: layout), model.lapLength > 0 else { return cell }
      let margin = model.targetMargin
      let anchor = model.offset(ofCell: cell)
      let isNearTheStart = anchor < model.offsetRange.upperBound / 2
      let gap = isNearTheStart ? margin - anchor : anchor - (model.offsetRange.upperBound - margin)
      let laps = Int(min((gap / model.lapLength).rounded(.up), Double(model.laps)))
      // Offsets grow with cells left to right, and shrink with them right to left.
      let towardLarger = model.direction == .leftToRight ? model.itemCount : -model.itemCount
      let step = isNearTheStart ? towardLarger : -towardLarger
      for count in max(laps - 1, 1)...max(laps + 1, 1)
      where isClearOfTheEnds(cell + count * step, in: layout) {
        return cell + count * step
      }
      return cell
    }

    /// Whether `cell` is reachable and anchored at least W5's margin inside both ends of
    /// the range: by the model, or, within its rounding of either bound, by the layout.
    private func isClearOfTheEnds(_ cell: Int, in layout: PickerLayout) -> Bool {
      guard reachableCells.contains(cell) else { return false }
      let margin = model.targetMargin
      let anchor = model.offset(ofCell: cell)
      let high = model.offsetRange.upperBound - margin
      if anchor >= margin + tolerance && anchor <= high - tolerance { return true }
      if anchor < margin - tolerance || anchor > high + tolerance { return false }
      let layoutAnchor = layout.offset(ofCell: cell)
      let layoutMargin = layout.wrapTargetMargin
      return layoutAnchor >= layoutMargin
        && layoutAnchor <= layout.offsetRange.upperBound - layoutMargin
    }

    /// The reachable cell nearest `cell` along the strip: where a release cell lands when a
    /// layout change leaves it out of reach. `cell` itself when nothing is reachable,
    /// which ``anchorFault(of:)`` reports of a layout that built.
    ///
    /// - Parameter cell: A cell in `0..<cellCount`.
    func reachableCell(nearest cell: Int) -> Int {
      guard let last = reachableCells.last else { return cell }
      return min(max(cell, reachableCells.lowerBound), last)
    }

    /// Where a drag that begins at `offset` re-centres the strip (W4): the offset whole laps
    /// away that brings the cell under the anchor into the model's home lap; nil when it is
    /// there already.
    ///
    /// The laps are the layout's own `lapLength`, which ``anchorFault(of:)`` held against
    /// the model's: W4 asks for exactly whole laps of the strip the host lays out. Past an
    /// end of the layout's range (content that shrank under a motion that went on, W6),
    /// where the nearest cell is the first or the last one, the laps are those from the
    /// offset to the home-lap anchor of that cell's row, so that the drag starts within half
    /// a lap of it (W5): the layout's own anchor, which ``anchorFault(of:)`` held against
    /// the model's, since on laps of a thousandth of a point the model's rounding would
    /// count another lap.
    func recentring(from offset: Double, in layout: PickerLayout) -> Double? {
      guard let cell = nearestCell(toOffset: offset, in: layout) else { return nil }
      guard offset >= 0 && offset <= layout.offsetRange.upperBound else {
        let home = layout.offset(ofCell: layout.homeCell(ofRow: cell % model.itemCount))
        let laps = ((offset - home) / layout.lapLength).rounded()
        let recentred = offset - laps * layout.lapLength + 0
        // A finger past the largest lap count a `Double` holds keeps its offset.
        return laps == 0 || !recentred.isFinite ? nil : recentred
      }
      let lapsFromHome = cell / model.itemCount - model.homeLap
      guard lapsFromHome != 0 else { return nil }
      // Offsets grow with cells left to right, and shrink with them right to left.
      let lapsRightOfHome = model.direction == .leftToRight ? lapsFromHome : -lapsFromHome
      return offset - Double(lapsRightOfHome) * layout.lapLength + 0
    }

    /// Where the picker rests on `row` (W4): the layout's anchor of the row's home-lap cell,
    /// the home lap being the model's. ``EventOracle/checkResting(_:)`` holds it against
    /// the model's anchor whenever the picker rests.
    func restingOffset(ofRow row: Int, in layout: PickerLayout) -> Double {
      layout.offset(ofCell: model.homeCell(ofRow: row))
    }

    /// Whether `cell`'s anchor is strictly nearer `target` than `other`'s, or as near when
    /// `winsTie`: by the model's anchors, unless they put the two within twice its
    /// tolerance of each other; then by the layout's own, exactly (``ExactDistance``),
    /// where both lie within the tolerance of the model's.
    private func isNearer(
      _ cell: Int, than other: Int, to target: Double, in layout: PickerLayout, winsTie: Bool
    ) -> Bool {
      let modelled = model.offset(ofCell: cell)
      let otherModelled = model.offset(ofCell: other)
      let distance = abs(modelled - target)
      let otherDistance = abs(otherModelled - target)
      guard abs(distance - otherDistance) <= 2 * tolerance else { return distance < otherDistance }
      let anchor = layout.offset(ofCell: cell)
      let otherAnchor = layout.offset(ofCell: other)
      guard isClose(anchor, modelled), isClose(otherAnchor, otherModelled) else {
        return distance < otherDistance || (winsTie && distance == otherDistance)
      }
      if ExactDistance.isNearer(anchor, than: otherAnchor, to: target) { return true }
      return winsTie && !ExactDistance.isNearer(otherAnchor, than: anchor, to: target)
    }

    // MARK: - The layout against the model

    /// What the layout's laps break, or nil: its laps, cells and home lap are the model's;
    /// its lap length, range and W5's margin the model's within the tolerance; the cells at
    /// both ends of the reach lie in its range exactly as ``reachableCells`` says; and the
    /// anchors of the home lap's rows (all of them up to ``EventOracle/naiveScanLimit``,
    /// the first and last few beyond), of the reach's ends and of the strip's ends are the
    /// model's.
    ///
    /// - Complexity: O(1).
    func anchorFault(of layout: PickerLayout) -> String? {
      guard
        layout.laps == model.laps && layout.cellCount == model.cellCount
          && layout.homeLap == model.homeLap
      else {
        return "\(layout.laps) laps, \(layout.cellCount) cells, home lap \(layout.homeLap); "
          + "the model's \(model.laps), \(model.cellCount), \(model.homeLap)"
      }
      guard
        isClose(layout.lapLength, model.lapLength)
          && isClose(layout.offsetRange.upperBound, model.offsetRange.upperBound)
          && isClose(layout.wrapTargetMargin, model.targetMargin)
      else {
        return "lapLength \(layout.lapLength), offsetRange \(layout.offsetRange), "
          + "wrapTargetMargin \(layout.wrapTargetMargin); the model's \(model.lapLength), "
          + "\(model.offsetRange), \(model.targetMargin)"
      }
      let count = model.itemCount
      let home = model.homeCell(ofRow: 0)
      let reach = reachableCells
      func cellFault(_ cell: Int) -> String? {
        guard cell >= 0 && cell < model.cellCount else { return nil }
        let anchor = layout.offset(ofCell: cell)
        let modelled = model.offset(ofCell: cell)
        guard isClose(anchor, modelled) else {
          return "offset(ofCell: \(cell)) is \(anchor), the model's \(modelled)"
        }
        guard layout.offsetRange.contains(anchor) == reach.contains(cell) else {
          return "offset(ofCell: \(cell)) is \(anchor), \(reach.contains(cell) ? "outside" : "in") "
            + "\(layout.offsetRange); the model reaches \(reach)"
        }
        return nil
      }
      // Both ends of the strip and of the reach, then the home lap's rows (its first and
      // last rows past the scan limit), in that order; the rows are walked rather than
      // listed, as this runs on every layout change.
      let ends = [
        0, model.cellCount - 1, reach.lowerBound - 1, reach.lowerBound, reach.upperBound - 1,
        reach.upperBound,
      ]
      let scanLimit = EventOracle.naiveScanLimit
      let firstRows = count <= scanLimit ? 0..<count : 0..<(scanLimit / 2)
      let lastRows = count <= scanLimit ? count..<count : count - scanLimit / 2..<count
      for cell in ends {
        if let fault = cellFault(cell) { return fault }
      }
      for row in firstRows {
        if let fault = cellFault(home + row) { return fault }
      }
      for row in lastRows {
        if let fault = cellFault(home + row) { return fault }
      }
      return nil
    }

    /// What is wrong with the layout's `nearestCell(toOffset: offset)` for a finite offset,
    /// or nil: a reachable cell, anchored where the model anchors it, at least as near as
    /// its reachable neighbours (``isNearer(_:than:to:in:winsTie:)``: the model's anchors
    /// run one way along the strip, so the nearest of its neighbours is the nearest of
    /// all), the same with a hint three cells off, and `nearestRow` its row.
    ///
    /// - Parameters:
    ///   - layout: The layout judged.
    ///   - offset: A finite content offset.
    ///   - nearestRow: The layout's `nearestRow(toOffset: offset)`, which the caller asked
    ///     already: asking again cost nearly 1% of a checked event.
    /// - Complexity: O(1), besides the layout's searches.
    func nearestCellFault(
      in layout: PickerLayout, toOffset offset: Double, nearestRow: Int
    ) -> String? {
      // Only a fault says it: built on every event, the text cost a few percent of a check.
      var call: String { "nearestCell(toOffset: \(offset))" }
      guard let cell = layout.nearestCell(toOffset: offset) else {
        return "\(call) is nil with \(model.cellCount) cells"
      }
      guard reachableCells.contains(cell) else {
        return "\(call) is \(cell), out of the model's reach \(reachableCells)"
      }
      let anchor = layout.offset(ofCell: cell)
      let modelled = model.offset(ofCell: cell)
      guard isClose(anchor, modelled) else {
        return "\(call) is \(cell), anchored at \(anchor); the model's \(modelled)"
      }
      let target = clamped(offset)
      for neighbour in stride(from: cell - 1, through: cell + 1, by: 2)
      where reachableCells.contains(neighbour)
        && isNearer(neighbour, than: cell, to: target, in: layout, winsTie: neighbour < cell)
      {
        return "\(call) is \(cell); by the model, cell \(neighbour) is nearer"
      }
      let hinted = layout.nearestCell(toOffset: offset, near: cell + 3)
      guard hinted == cell, nearestRow == model.row(ofCell: cell) else {
        return "\(call) is \(cell), near \(cell + 3) \(hinted ?? -1), and nearestRow disagrees"
      }
      return nil
    }
  }
}

// MARK: - I3 on the laps

extension EventOracle {
  /// I3 on a wrapping strip: idle, the picker rests exactly on the layout's anchor of the
  /// selected row's cell in the model's home lap, which the model anchors there within its
  /// rounding (W2, W4).
  func checkResting(_ after: PickerState) -> CheckFailure? {
    guard let laps, after.phase.isIdle, let row = after.selectedRow else { return nil }
    let resting = laps.restingOffset(ofRow: row, in: after.layout)
    let modelled = laps.model.offset(ofCell: laps.model.homeCell(ofRow: row))
    guard after.offset == resting, laps.isClose(resting, modelled) else {
      return CheckFailure(
        .stateInvariants,
        "I3: idle at \(after.offset) on row \(row), whose home-lap cell the layout anchors at "
          + "\(resting), the model at \(modelled)")
    }
    return nil
  }
}
