import PickerState

/// The geometry layer's judgement of containment and snaps (P1, P2, P3 and I12): every
/// contained-geometry and snap query of a layout held against the checker's own models.
///
/// - A contained strip with rows that does not wrap, of up to `scanLimit` rows: its
///   insets, content width, range, frames and natural offsets against ``NaiveLayout``,
///   within the model's rounding (exactly where the model's lengths are exact, as in the
///   tests' campaign), and the rows that fit exactly at the viewport's width with a range
///   of `0...0`; its resting offsets against P1's rule
///   (``NaiveSnaps/restingOffset(ofNaturalOffset:upperBound:)``) applied to its own
///   natural offsets and range, exactly; its snaps against ``NaiveSnaps`` of its own
///   natural and resting offsets, exactly; `nearestRow` (P3) and `nearestSnap` against
///   scans at every probe; and I12. Deciding the rule, the ties and the distinct offsets in
///   the layout's own numbers, once those numbers are held against the model, is what
///   ``NaiveGeometry`` does for the nearest row: a tie or a half-point end must be decided
///   in the numbers of the strip judged, not in the model's rounding of them.
/// - A larger contained strip: P1's rule and I12 on its first, last and a few sampled rows.
/// - Any other strip (anchored, wrapping or empty): every row is its own snap, and
///   `nearestSnap` is `nearestRow`; and a wrapping or an empty strip given `.contained`
///   answers every query as the same strip anchored (P1).
///
/// Non-finite offsets have no nearest row or snap.
public enum ContainmentCheck {
  /// What is wrong with `layout`'s contained geometry and snaps, or nil.
  ///
  /// - Parameters:
  ///   - layout: The layout judged.
  ///   - offsets: Offsets to ask `nearestRow` and `nearestSnap` about, beside the check's
  ///     own (every row's natural and resting offset and their neighbourhoods, the middles
  ///     between snaps, both ends and beyond).
  ///   - scanLimit: Layouts of at most this many rows are held against the models row by
  ///     row; larger ones on sampled rows.
  ///   - sampledRows: The rows of a larger layout to check beside its first and last.
  /// - Returns: The query, its answer and the model's, for the first that disagree.
  /// - Complexity: O(n + p·n) for n rows (at most `scanLimit` of them) and p offsets.
  public static func fault(
    of layout: PickerLayout, probing offsets: [Double] = [], scanLimit: Int,
    sampledRows: [Int] = []
  ) -> String? {
    let count = layout.itemCount
    guard layout.hasContainedRows else {
      return rowSnapsFault(of: layout, probing: offsets, scanLimit: scanLimit)
        ?? anchoredTwinFault(of: layout, probing: offsets, scanLimit: scanLimit)
    }
    guard count <= scanLimit else {
      let rows = [0, count - 1] + sampledRows.filter { (0..<count).contains($0) }
      return restFault(of: layout, rows: rows) ?? invariantFault(of: layout, rows: rows)
    }
    return modelFault(of: layout)
      ?? restFault(of: layout, rows: Array(0..<count))
      ?? snapsFault(of: layout)
      ?? invariantFault(of: layout, rows: Array(0..<count))
      ?? nearestFault(of: layout, probing: offsets + probes(of: layout))
  }

  // MARK: - A contained strip

  /// The extent, frames and natural offsets against ``NaiveLayout``, within its rounding.
  private static func modelFault(of layout: PickerLayout) -> String? {
    let model = NaiveLayout(layout)
    let tolerance = model.tolerance
    func differs(_ actual: Double, _ expected: Double) -> Bool {
      expected.isFinite && !(abs(actual - expected) <= tolerance)
    }
    let extent = [
      ("leadingInset", layout.leadingInset, model.leadingInset),
      ("trailingInset", layout.trailingInset, model.trailingInset),
      ("contentWidth", layout.contentWidth, model.contentWidth),
      ("offsetRange.upperBound", layout.offsetRange.upperBound, model.offsetRange.upperBound),
    ]
    for (name, actual, expected) in extent where differs(actual, expected) {
      return "\(name) is \(actual), the model's \(expected)"
    }
    if layout.offsetRange.lowerBound != 0 { return "offsetRange is \(layout.offsetRange)" }
    // Rows the model finds fitting by more than its rounding fit in the layout too: P1
    // fixes the width and the range exactly.
    let margin = model.viewportWidth - model.span - 2 * model.alignment.naivePadding
    if margin > tolerance
      && (layout.contentWidth != layout.viewportWidth || layout.offsetRange != 0...0)
    {
      return "rows that fit by \(margin) have contentWidth \(layout.contentWidth) and "
        + "offsetRange \(layout.offsetRange), not \(layout.viewportWidth) and 0...0"
    }
    for row in 0..<layout.itemCount {
      let natural = layout.naturalOffset(ofRow: row)
      if differs(natural, model.anchors[row]) {
        return "naturalOffset(ofRow: \(row)) is \(natural), the model's \(model.anchors[row])"
      }
      let frame = layout.frame(ofRow: row)
      let expected = model.frames[row]
      if differs(frame.minX, expected.minX) || frame.width != expected.width {
        return "frame(ofRow: \(row)) is \(frame), the model's \(expected)"
      }
    }
    return nil
  }

  /// Each row's resting offset is P1's rule applied to its natural offset and the range.
  private static func restFault(of layout: PickerLayout, rows: [Int]) -> String? {
    let upperBound = layout.offsetRange.upperBound
    for row in rows {
      let natural = layout.naturalOffset(ofRow: row)
      let expected = NaiveSnaps.restingOffset(ofNaturalOffset: natural, upperBound: upperBound)
      let actual = layout.offset(ofRow: row)
      guard actual == expected, actual.sign == expected.sign else {
        return "offset(ofRow: \(row)) is \(actual); natural \(natural) in 0...\(upperBound) "
          + "rests at \(expected)"
      }
    }
    return nil
  }

  /// The snaps are ``NaiveSnaps`` of the layout's own natural and resting offsets.
  private static func snapsFault(of layout: PickerLayout) -> String? {
    let rows = 0..<layout.itemCount
    let snaps = NaiveSnaps(
      naturalOffsets: rows.map(layout.naturalOffset(ofRow:)),
      restingOffsets: rows.map(layout.offset(ofRow:)), offsetRange: layout.offsetRange)
    guard layout.snapCount == snaps.count else {
      return "snapCount is \(layout.snapCount), distinct resting offsets \(snaps.offsets)"
    }
    for row in rows where layout.snap(ofRow: row) != snaps.snapOfRow[row] {
      return "snap(ofRow: \(row)) is \(layout.snap(ofRow: row)), the model's "
        + "\(snaps.snapOfRow[row]) of \(snaps.offsets)"
    }
    let rowsOfSnap = snaps.rowsOfSnap
    for snap in 0..<snaps.count {
      let offset = layout.offset(ofSnap: snap)
      if offset != snaps.offsets[snap] || offset.sign != snaps.offsets[snap].sign {
        return "offset(ofSnap: \(snap)) is \(offset), the model's \(snaps.offsets[snap])"
      }
      let resting = Array(layout.rows(ofSnap: snap))
      if resting != rowsOfSnap[snap] {
        return "rows(ofSnap: \(snap)) is \(resting), the model's \(rowsOfSnap[snap])"
      }
      let shown = layout.row(ofSnap: snap)
      if shown != snaps.shownRows[snap] {
        return "row(ofSnap: \(snap)) is \(shown), the model's \(snaps.shownRows[snap])"
      }
    }
    return nil
  }

  /// I12 on `rows`: a row's snap rests where the row does, the snap shows one of its own
  /// rows, the snaps' rows run on from their neighbours', and snap offsets are strictly
  /// monotonic in snap order.
  private static func invariantFault(of layout: PickerLayout, rows: [Int]) -> String? {
    let increasing = layout.direction == .leftToRight
    for row in rows {
      let snap = layout.snap(ofRow: row)
      guard (0..<layout.snapCount).contains(snap) else {
        return "snap(ofRow: \(row)) is \(snap) of \(layout.snapCount)"
      }
      let resting = layout.rows(ofSnap: snap)
      guard layout.offset(ofSnap: snap) == layout.offset(ofRow: row), resting.contains(row),
        resting.contains(layout.row(ofSnap: snap))
      else {
        return "I12: row \(row) at \(layout.offset(ofRow: row)) has snap \(snap) at "
          + "\(layout.offset(ofSnap: snap)), rows \(resting), showing \(layout.row(ofSnap: snap))"
      }
      if snap > 0 {
        let previous = layout.offset(ofSnap: snap - 1)
        let here = layout.offset(ofSnap: snap)
        guard layout.rows(ofSnap: snap - 1).upperBound == resting.lowerBound,
          increasing ? previous < here : previous > here
        else {
          return "I12: snap \(snap - 1) at \(previous) rows \(layout.rows(ofSnap: snap - 1)), "
            + "snap \(snap) at \(here) rows \(resting)"
        }
      }
    }
    let last = layout.snapCount - 1
    guard layout.rows(ofSnap: 0).lowerBound == 0,
      layout.rows(ofSnap: last).upperBound == layout.itemCount
    else { return "I12: snaps' rows \(layout.rows(ofSnap: 0)) ... \(layout.rows(ofSnap: last))" }
    return nil
  }

  /// `nearestRow` scans the natural offsets (P3) and `nearestSnap` the snaps' offsets,
  /// both clamped into the range; neither answers a non-finite offset.
  private static func nearestFault(of layout: PickerLayout, probing offsets: [Double])
    -> String?
  {
    let snapOffsets = (0..<layout.snapCount).map(layout.offset(ofSnap:))
    let snaps = NaiveSnaps(
      naturalOffsets: snapOffsets, restingOffsets: snapOffsets, offsetRange: layout.offsetRange)
    for offset in offsets + [.nan, .infinity, -.infinity] {
      let row = layout.nearestRow(toOffset: offset)
      let scannedRow = NaiveGeometry.nearestRow(in: layout, toOffset: offset)
      if row != scannedRow {
        return "nearestRow(toOffset: \(offset)) is \(describe(row)), a scan of the natural "
          + "offsets finds \(describe(scannedRow))"
      }
      let snap = layout.nearestSnap(toOffset: offset)
      let scannedSnap = snaps.nearestSnap(toOffset: offset)
      if snap != scannedSnap {
        return "nearestSnap(toOffset: \(offset)) is \(describe(snap)), a scan of the snaps "
          + "finds \(describe(scannedSnap))"
      }
    }
    return nil
  }

  /// Offsets worth asking about: every row's natural and resting offset, the middles
  /// between neighbouring natural offsets (where the nearest row changes) and between
  /// neighbouring snaps (where the nearest snap does) and the next numbers either side,
  /// both ends of the range and beyond.
  private static func probes(of layout: PickerLayout) -> [Double] {
    let range = layout.offsetRange
    var probes = [-1e9, -1, -0.0, 0, 0.25, 0.5, range.upperBound, range.upperBound + 1, 1e9]
    let naturals = (0..<layout.itemCount).map(layout.naturalOffset(ofRow:))
    let snaps = (0..<layout.snapCount).map(layout.offset(ofSnap:))
    probes += naturals + snaps
    for offsets in [naturals, snaps] {
      let sorted = offsets.sorted()
      for (low, high) in zip(sorted, sorted.dropFirst()) {
        let middle = low + (high - low) / 2
        probes += [middle.nextDown, middle, middle.nextUp]
      }
    }
    return probes.filter(\.isFinite)
  }

  // MARK: - Every other strip

  /// In an anchored, a wrapping or an empty strip every row is its own snap (P2), on the
  /// first `scanLimit` rows and the last, and the nearest snap is the nearest row.
  ///
  /// The oracle asks it of every layout it meets, in the exhaustive search too: it
  /// allocates nothing unless it fails.
  private static func rowSnapsFault(
    of layout: PickerLayout, probing offsets: [Double], scanLimit: Int
  ) -> String? {
    let count = layout.itemCount
    guard layout.snapCount == count else {
      return "snapCount is \(layout.snapCount) for \(count) rows"
    }
    func rowFault(_ row: Int) -> String? {
      let natural = layout.naturalOffset(ofRow: row)
      let offset = layout.offset(ofRow: row)
      guard natural == offset, layout.snap(ofRow: row) == row,
        layout.rows(ofSnap: row) == row..<(row + 1), layout.row(ofSnap: row) == row,
        layout.offset(ofSnap: row) == offset
      else {
        return "row \(row) at \(offset) (natural \(natural)) has snap "
          + "\(layout.snap(ofRow: row)); snap \(row) at \(layout.offset(ofSnap: row)) rows "
          + "\(layout.rows(ofSnap: row)) showing \(layout.row(ofSnap: row))"
      }
      return nil
    }
    func probeFault(_ offset: Double) -> String? {
      let snap = layout.nearestSnap(toOffset: offset)
      let row = layout.nearestRow(toOffset: offset)
      guard snap == row else {
        return "nearestSnap(toOffset: \(offset)) is \(describe(snap)), "
          + "nearestRow \(describe(row))"
      }
      return nil
    }
    for row in 0..<min(count, scanLimit) {
      if let fault = rowFault(row) { return fault }
    }
    if count > scanLimit, let fault = rowFault(count - 1) { return fault }
    for offset in offsets {
      if let fault = probeFault(offset) { return fault }
    }
    return probeFault(.nan) ?? probeFault(.infinity) ?? probeFault(-.infinity)
      ?? probeFault(0) ?? probeFault(layout.offsetRange.upperBound)
  }

  /// A wrapping or an empty strip given `.contained` answers as the same strip anchored:
  /// containment trims ends, and it has none (P1).
  private static func anchoredTwinFault(
    of layout: PickerLayout, probing offsets: [Double], scanLimit: Int
  ) -> String? {
    guard layout.containment == .contained else { return nil }
    guard let twin = layout.anchoredTwin else { return "the same strip anchored does not build" }
    guard layout != twin else { return "a contained layout equals its anchored twin" }
    let extent = [
      layout.leadingInset, layout.trailingInset, layout.contentWidth,
      layout.offsetRange.upperBound, layout.lapLength,
    ]
    let twinExtent = [
      twin.leadingInset, twin.trailingInset, twin.contentWidth, twin.offsetRange.upperBound,
      twin.lapLength,
    ]
    guard extent == twinExtent, layout.laps == twin.laps, layout.cellCount == twin.cellCount
    else { return "insets, width, range and lap \(extent), anchored \(twinExtent)" }
    let count = layout.itemCount
    let rows = Set(0..<min(count, scanLimit)).union(count > 0 ? [count - 1] : [])
    for row in rows.sorted() {
      let answers = (layout.offset(ofRow: row), layout.frame(ofRow: row))
      let twinAnswers = (twin.offset(ofRow: row), twin.frame(ofRow: row))
      guard answers == twinAnswers else {
        return "row \(row) is at \(answers), anchored at \(twinAnswers)"
      }
    }
    for offset in offsets + [0, layout.offsetRange.upperBound] {
      let answers = (layout.nearestRow(toOffset: offset), layout.nearestCell(toOffset: offset))
      let twinAnswers = (twin.nearestRow(toOffset: offset), twin.nearestCell(toOffset: offset))
      guard answers == twinAnswers else {
        return "nearest row and cell to \(offset) are \(answers), anchored \(twinAnswers)"
      }
    }
    return nil
  }

  private static func describe(_ value: Int?) -> String { value.map(String.init) ?? "nil" }
}

extension PickerLayout {
  /// The same strip, anchored; nil when it cannot be built, which P1 rules out for a
  /// wrapping or an empty strip that was built contained.
  ///
  /// - Complexity: O(n) for n rows of `itemWidths`, O(1) for rows of one width.
  fileprivate var anchoredTwin: PickerLayout? {
    if let uniformItemWidth {
      return try? PickerLayout(
        viewportWidth: viewportWidth, itemWidth: uniformItemWidth, itemCount: itemCount,
        spacing: spacing, alignment: alignment, direction: direction, wrapsAround: wrapsAround)
    }
    return try? PickerLayout(
      viewportWidth: viewportWidth, itemWidths: (0..<itemCount).map { frame(ofRow: $0).width },
      spacing: spacing, alignment: alignment, direction: direction, wrapsAround: wrapsAround)
  }
}
