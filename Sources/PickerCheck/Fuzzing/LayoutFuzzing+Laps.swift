import PickerState

// MARK: - Wrapping strips: laps of cells against the model of their arguments

extension LayoutFuzzing {
  /// A wrapping layout with rows, judged against ``NaiveWrap`` (the model of the arguments
  /// it was made with) and against its mirror image. Cells are checked one by one, a
  /// bounded number of them: a strip may hold four million.
  struct WrappedStrip {
    /// The layout under test.
    var layout: PickerLayout
    /// Its laps worked out from its arguments, counted as W1 counts the layout's own laps
    /// (``NaiveWrap/countingLaps(ofLapLength:)``, as the oracle counts them: the two lap
    /// lengths, each rounded its own way, may fall on either side of W1's threshold); nil
    /// when the lap lengths part by more than rounding, which ``LayoutFuzzing/checkLaps(_:_:)``
    /// reports.
    var model: NaiveWrap?
    /// How far the model's lengths and the layout's may part by rounding.
    var tolerance: Double
    /// The layout with the same arguments in the other direction, which has the same
    /// laps (a lap is summed in row order either way); nil when they do not build (widths
    /// too extreme to tell apart can be so in one direction only), a case the fuzzer
    /// reaches on its own by flipping the direction.
    var mirror: PickerLayout?

    /// Whether `a` and `b` agree up to the rounding of two careful computations.
    func isClose(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= tolerance }
  }

  // MARK: - Construction

  /// Whether a wrapping strip with good fields threw what its arguments call for (W1):
  /// `viewportTooWideToWrap` naming the viewport when the model's home lap reaches outside
  /// the range, or `itemCountTooLarge` naming the rows when its three laps at the least
  /// hold more than `maximumItemCount` cells, or when rows of one width lie no further
  /// apart than the model's rounding of the strip, too close for every lap's anchors to
  /// stay apart.
  static func isCalledFor(wrapError error: PickerLayoutError, _ asked: FuzzedLayout) -> Bool {
    guard asked.wrapsAround else { return false }
    let model = asked.lapModel
    switch error {
    case .viewportTooWideToWrap(let width):
      return width == asked.viewportWidth && model.homeLapOverhang >= -model.tolerance
    case .itemCountTooLarge(let count):
      let isTooClose =
        if case .uniform(let width, _) = asked.rows {
          width + asked.spacing <= model.tolerance
        } else {
          false
        }
      return count == asked.itemCount
        && (model.cellCount > PickerLayout.maximumItemCount || isTooClose)
    default: return false
    }
  }

  /// A wrapping strip with rows that built has cells that fit and a home lap in reach, by
  /// the model (up to its rounding at the range's ends).
  static func checkBuiltStrip(_ asked: FuzzedLayout) throws(Failure) {
    guard asked.wrapsAround && asked.itemCount > 0 else { return }
    let model = asked.lapModel
    try require(
      model.cellCount <= PickerLayout.maximumItemCount
        && model.homeLapOverhang <= model.tolerance,
      "built a strip of \(model.cellCount) cells whose home lap reaches "
        + "\(model.homeLapOverhang) outside its range, by the model")
  }

  // MARK: - The strip as a whole

  /// W1's laps and cap on the layout's own lap length; the mirror's laps, exactly the
  /// same; the lap length and W5's margin against the model; the content, the range and
  /// the insets as W1 defines them; then the landmark cells one by one.
  ///
  /// - Returns: The strip, for the queries' checks.
  static func checkLaps(_ layout: PickerLayout, _ asked: FuzzedLayout) throws(Failure)
    -> WrappedStrip
  {
    let count = layout.itemCount
    let laps = layout.laps
    let rule = NaiveWrap.laps(lapLength: layout.lapLength, itemCount: count)
    try require(
      laps == rule && layout.cellCount == count * laps && layout.homeLap == laps / 2,
      "laps \(laps), cellCount \(layout.cellCount), homeLap \(layout.homeLap); W1 gives "
        + "\(rule) laps of \(layout.lapLength)")
    let model = asked.lapModel.countingLaps(ofLapLength: layout.lapLength)
    let mirror = try? asked.mirrored.build().get()
    if let mirror {
      try require(
        mirror.lapLength == layout.lapLength && mirror.laps == laps
          && mirror.cellCount == layout.cellCount,
        "the mirror image has \(mirror.laps) laps of \(mirror.lapLength), "
          + "\(mirror.cellCount) cells: not the same laps")
    }
    let strip = WrappedStrip(
      layout: layout, model: model.laps == laps ? model : nil, tolerance: model.tolerance,
      mirror: mirror)
    try require(
      strip.isClose(layout.lapLength, model.lapLength),
      "lapLength \(layout.lapLength), the model's \(model.lapLength)")
    if let model = strip.model {
      try require(
        strip.isClose(layout.wrapTargetMargin, model.targetMargin),
        "wrapTargetMargin \(layout.wrapTargetMargin), the model's \(model.targetMargin)")
    }
    let content = layout.contentWidth
    let range = layout.offsetRange
    try require(
      content == Double(laps) * layout.lapLength && range.lowerBound == 0
        && range.upperBound == content - layout.viewportWidth && layout.leadingInset == 0
        && layout.trailingInset == 0,
      "contentWidth \(content), offsetRange \(range), insets \(layout.leadingInset), "
        + "\(layout.trailingInset)")
    for cell in strip.landmarkCells { try strip.checkCell(cell) }
    return strip
  }
}

extension LayoutFuzzing.WrappedStrip {
  /// The cells checked whatever the input: both ends of the strip, the first seam, both
  /// ends of the home lap and the seams beside them, and both ends of the model's
  /// reachable cells with their neighbours beyond.
  var landmarkCells: [Int] {
    let count = layout.itemCount
    let home = layout.homeLap * count
    var cells = [0, 1, count - 1, count, home - 1, home, home + count - 1, home + count]
    if let reachable = model?.reachableCells {
      cells += [reachable.lowerBound - 1, reachable.lowerBound]
      cells += [reachable.upperBound - 1, reachable.upperBound]
    }
    cells += [layout.cellCount - 2, layout.cellCount - 1]
    return Set(cells.filter { $0 >= 0 && $0 < layout.cellCount }).sorted()
  }

  // MARK: - One cell

  /// One cell: its row; its frame's width, exactly its row's; its frame and anchor offset
  /// against the model; the cells that tile the strip around it; whether it is reachable;
  /// and its mirror image.
  ///
  /// - Parameter cell: A cell in `0..<cellCount`.
  func checkCell(_ cell: Int) throws(LayoutFuzzing.Failure) {
    let row = layout.row(ofCell: cell)
    try LayoutFuzzing.require(
      row == cell % layout.itemCount, "row(ofCell: \(cell)) is \(row)")
    let frame = layout.frame(ofCell: cell)
    let anchor = layout.offset(ofCell: cell)
    if let model {
      let modelFrame = model.frame(ofCell: cell)
      let modelAnchor = model.offset(ofCell: cell)
      try LayoutFuzzing.require(
        frame.width == modelFrame.width && isClose(frame.minX, modelFrame.minX)
          && isClose(anchor, modelAnchor),
        "frame(ofCell: \(cell)) is \(frame), offset(ofCell:) \(anchor); the model's "
          + "\(modelFrame), \(modelAnchor)")
    }
    try checkTiling(from: cell, frame, anchor)
    try checkReach(of: cell, anchor)
    try checkMirror(of: cell, frame, anchor)
  }

  /// Cells tile each lap: the next cell begins one gap after this one ends, across a seam
  /// as anywhere else, and the same row's cell a lap on lies one lap length further along
  /// the strip (rightward left to right, leftward right to left), its anchor too.
  private func checkTiling(
    from cell: Int, _ frame: PickerItemFrame, _ anchor: Double
  ) throws(LayoutFuzzing.Failure) {
    let isLeftToRight = layout.direction == .leftToRight
    if cell + 1 < layout.cellCount {
      let next = layout.frame(ofCell: cell + 1)
      let (left, right) = isLeftToRight ? (frame, next) : (next, frame)
      try LayoutFuzzing.require(
        isClose(left.maxX + layout.spacing, right.minX),
        "frame(ofCell: \(cell)) is \(frame), the next cell's \(next): not one gap of "
          + "\(layout.spacing) apart")
    }
    let lapOn = cell + layout.itemCount
    guard lapOn < layout.cellCount else { return }
    let along = isLeftToRight ? layout.lapLength : -layout.lapLength
    let frameOn = layout.frame(ofCell: lapOn)
    let anchorOn = layout.offset(ofCell: lapOn)
    try LayoutFuzzing.require(
      isClose(frameOn.minX - frame.minX, along) && isClose(anchorOn - anchor, along),
      "cell \(cell) is at \(frame.minX), anchored at \(anchor); cell \(lapOn), a lap on, at "
        + "\(frameOn.minX), anchored at \(anchorOn): not \(along) along")
  }

  /// A cell's anchor offset lies in the range exactly when the model says the cell is
  /// reachable (but where the model's anchor lies within its rounding of an end), and the
  /// nearest cell to a reachable cell's anchor is the cell itself: a strip that builds
  /// has no two neighbours with equal anchors, or anchors out of order, in any lap.
  private func checkReach(of cell: Int, _ anchor: Double) throws(LayoutFuzzing.Failure) {
    let range = layout.offsetRange
    let isReachable = range.contains(anchor)
    if let model {
      let modelAnchor = model.offset(ofCell: cell)
      let isAtAnEnd =
        isClose(modelAnchor, range.lowerBound) || isClose(modelAnchor, range.upperBound)
      try LayoutFuzzing.require(
        isReachable == model.reachableCells.contains(cell) || isAtAnEnd,
        "offset(ofCell: \(cell)) is \(anchor), \(isReachable ? "in" : "outside") \(range); "
          + "the model's \(modelAnchor)")
    }
    guard isReachable else { return }
    let nearest = layout.nearestCell(toOffset: anchor)
    try LayoutFuzzing.require(
      nearest == cell, "nearestCell(toOffset: offset(ofCell: \(cell))) is \(nearest ?? -1)")
  }

  /// Right to left mirrors the whole strip: the mirror's cell has the same width, its left
  /// edge where this one's right edge lies from the content's right end, and its anchor
  /// offset as far below the range's top as this one's lies above 0.
  private func checkMirror(
    of cell: Int, _ frame: PickerItemFrame, _ anchor: Double
  ) throws(LayoutFuzzing.Failure) {
    guard let mirror else { return }
    let mirrored = mirror.frame(ofCell: cell)
    let mirroredAnchor = mirror.offset(ofCell: cell)
    try LayoutFuzzing.require(
      mirrored.width == frame.width && isClose(mirrored.minX, layout.contentWidth - frame.maxX)
        && isClose(mirroredAnchor, layout.offsetRange.upperBound - anchor),
      "cell \(cell) is at \(frame), anchored at \(anchor); in the mirror image at "
        + "\(mirrored), anchored at \(mirroredAnchor)")
  }

  // MARK: - Queries

  /// `nearestCell` for an offset and a hint read from the bytes.
  func checkNearestCell(_ bytes: inout FuzzBytes) throws(LayoutFuzzing.Failure) {
    let offset = bytes.double()
    try checkNearestCell(toOffset: offset, hint: bytes.int())
  }

  /// `nearestCell` is nil exactly for a non-finite offset; otherwise the same whatever the
  /// hint, the nearest among the cells around it by a scan of the layout's own anchors
  /// (so a reachable cell), as near as the model's answer up to rounding, and its row is
  /// `nearestRow`'s. The cell, the model's answer, and the cells in a viewport at the
  /// offset are checked in turn.
  ///
  /// The model's answer is compared only when the layout can reach it: the anchors at
  /// either end of the strip may round into the range in one and out of it in the other,
  /// which ``checkCell(_:)`` allows within the rounding.
  func checkNearestCell(toOffset offset: Double, hint: Int) throws(LayoutFuzzing.Failure) {
    let found = layout.nearestCell(toOffset: offset)
    let call = "nearestCell(toOffset: \(offset))"
    try LayoutFuzzing.require((found == nil) == !offset.isFinite, "\(call) is \(found ?? -1)")
    guard let found else { return }
    let hinted = layout.nearestCell(toOffset: offset, near: hint)
    let row = layout.nearestRow(toOffset: offset)
    let isCell = found >= 0 && found < layout.cellCount
    try LayoutFuzzing.require(
      hinted == found && isCell && row == layout.row(ofCell: found),
      "\(call) is \(found), near \(hint) \(hinted ?? -1); nearestRow is \(row ?? -1)")
    let around = max(found - 3, 0)..<min(found + 4, layout.cellCount)
    let scanned = NaiveGeometry.nearestCell(in: layout, toOffset: offset, among: around)
    try LayoutFuzzing.require(
      scanned == found, "\(call) is \(found), a scan of cells \(around) finds \(scanned ?? -1)")
    if let model, let modelled = model.nearestCell(toOffset: offset), modelled != found {
      try checkCell(modelled)
      let range = layout.offsetRange
      let target = min(max(offset, range.lowerBound), range.upperBound)
      let farther =
        abs(model.offset(ofCell: found) - target) - abs(model.offset(ofCell: modelled) - target)
      try LayoutFuzzing.require(
        farther <= 2 * tolerance || !range.contains(layout.offset(ofCell: modelled)),
        "\(call) is \(found), \(farther) farther by the model than its answer, \(modelled)")
    }
    try checkCell(found)
    try checkVisibleCells(in: offset...(offset + layout.viewportWidth))
  }

  /// `cells(intersecting:)` for a span read from the bytes; none for a NaN bound.
  func checkVisibleCells(_ bytes: inout FuzzBytes) throws(LayoutFuzzing.Failure) {
    let a = bytes.double()
    let b = bytes.double()
    guard !a.isNaN && !b.isNaN else { return }  // a NaN bound makes no ClosedRange
    try checkVisibleCells(in: min(a, b)...max(a, b))
  }

  /// `cells(intersecting:)` answers cells of the strip, as `rows(intersecting:)` does (W2):
  /// by the layout's own frames, its first and last cells meet the span and their
  /// neighbours beyond do not; where it parts from the model's answer, the cells between
  /// lie at an edge of the span, up to rounding.
  func checkVisibleCells(in span: ClosedRange<Double>) throws(LayoutFuzzing.Failure) {
    let visible = layout.cells(intersecting: span)
    let count = layout.cellCount
    let call = "cells(intersecting: \(span))"
    let rows = layout.rows(intersecting: span)
    try LayoutFuzzing.require(
      visible.lowerBound >= 0 && visible.upperBound <= count && rows == visible,
      "\(call) is \(visible), rows(intersecting:) \(rows)")
    if let first = visible.first, let last = visible.last {
      let meets = { (cell: Int) in layout.frame(ofCell: cell).meets(span) }
      try LayoutFuzzing.require(
        meets(first) && meets(last) && (first == 0 || !meets(first - 1))
          && (last == count - 1 || !meets(last + 1)),
        "\(call) is \(visible), not the cells that meet it")
    }
    guard let model else { return }
    // Frames run one way along the strip, so two answers part only at their ends.
    let modelled = model.cells(intersecting: span)
    let ends = [visible.lowerBound, visible.upperBound, modelled.lowerBound, modelled.upperBound]
    for cell in ends.flatMap({ [$0 - 1, $0] })
    where cell >= 0 && cell < count && visible.contains(cell) != modelled.contains(cell) {
      let frame = model.frame(ofCell: cell)
      try LayoutFuzzing.require(
        isClose(frame.minX, span.upperBound) || isClose(frame.maxX, span.lowerBound),
        "\(call) is \(visible), the model's \(modelled): cell \(cell) at \(frame)")
    }
  }
}
