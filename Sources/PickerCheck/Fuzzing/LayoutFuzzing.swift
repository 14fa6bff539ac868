import PickerState

/// The layout fuzzer's check: `PickerLayout`'s initializers and queries fed raw numbers,
/// and a `PickerState` on the layout fed raw events, each judged only by what the rules
/// and the doc comments promise.
///
/// An input is read with ``FuzzBytes``, in order: a layout's arguments, a deceleration
/// rate and a velocity, rows to check one by one, three of each query
/// (`nearestRow`, `rows(intersecting:)`, `targetRow`), an appearance, then options, a
/// first row and events until the bytes run out. A broken promise is a description;
/// a trap (the promise "never traps") is the fuzzer's crash.
///
/// Every layout read is also built contained from the same bytes, and both are judged by
/// the geometry layer's check of containment and snaps (``ContainmentCheck``): the layout
/// read answers its snaps as rows, and the contained one is held against the models of
/// P1-P3 and I12. No picker runs on the contained one here: the campaigns, the exhaustive
/// search and the tape fuzzer run pickers on contained strips.
///
/// A wrapping strip reads the same bytes: its laps are checked against ``NaiveWrap`` and
/// its mirror image, and the first two queries become `nearestCell` and
/// `cells(intersecting:)`. A picker runs on it as on any layout, judged on its cells and
/// laps by the oracle's own model of them. That model costs O(n) for n rows of
/// `itemWidths` when the picker starts and at each layout change, as building the layout
/// does, so the bounds on the rows read and on the events run bound it as they bound the
/// rest, and a picker runs on wrapping strips of every length the fuzzer reads.
public enum LayoutFuzzing {
  /// What broke a promise, with the history to save when a picker broke it.
  public struct Failure: Error, Hashable, Sendable {
    /// The promise that broke, with the layout and the call or events that broke it.
    public internal(set) var message: String
    /// A picker's failure as a session of its options and events, without effects; nil
    /// for a geometry query's, which has no history.
    public internal(set) var session: Session? = nil
    /// The picture of a picker's failure; nil for a geometry query's.
    public internal(set) var timeline: Timeline? = nil
  }

  /// Layouts with at most this many rows are compared with the naive models by a full
  /// scan; larger ones are checked around each answer.
  static let naiveScanLimit = 64
  /// The rows of a larger layout checked one by one, beyond both ends.
  static let sampledRows = 4

  /// Runs one input.
  ///
  /// - Parameter bytes: Any bytes; none is invalid.
  /// - Returns: The promise that broke, with the layout and the call that broke it, and a
  ///   picker's session and picture; nil when every promise held.
  /// - Complexity: O(n) for n rows of `itemWidths`, which the input reads up to a bound.
  public static func firstFailure(in bytes: some Sequence<UInt8>) -> Failure? {
    var bytes = FuzzBytes(bytes)
    let asked = FuzzedLayout(&bytes)
    do throws(Failure) {
      try checkDeceleration(&bytes)
      guard let layout = try checkConstruction(asked) else { return nil }
      try checkExtent(layout, asked)
      try checkContainment(layout, asked)
      let strip = layout.wrapsAround && layout.itemCount > 0 ? try checkLaps(layout, asked) : nil
      try checkRows(layout, asked, strip, &bytes)
      for _ in 0..<3 {
        if let strip {
          try strip.checkNearestCell(&bytes)
          try strip.checkVisibleCells(&bytes)
        } else {
          try checkNearestRow(layout, &bytes)
          try checkVisibleRows(layout, &bytes)
        }
        try checkTargetRow(layout, &bytes)
      }
      try checkAppearance(layout, &bytes)
      try checkState(on: layout, &bytes)
      return nil
    } catch {
      var failure = error
      failure.message = "\(asked)\n\(error.message)"
      return failure
    }
  }

  /// Throws `message` as the failure unless `condition` holds.
  static func require(
    _ condition: Bool, _ message: @autoclosure () -> String
  ) throws(Failure) {
    if !condition { throw Failure(message: message()) }
  }

  // MARK: - Construction and extent

  /// The initializer throws the error its doc comment names for a bad field; with every
  /// field good it builds, or finds the content too wide or two rows indistinguishable, or
  /// a wrapping strip too wide or too many cells, where the model says so.
  ///
  /// - Returns: The layout, or nil when it threw as it should.
  private static func checkConstruction(_ asked: FuzzedLayout) throws(Failure) -> PickerLayout? {
    let expected = asked.expectedFieldError
    switch asked.build() {
    case .success(let layout):
      try require(expected == nil, "built a layout; expected \(expected.map { "\($0)" } ?? "")")
      try checkBuiltStrip(asked)
      return layout
    case .failure(let error):
      if let expected {
        try require(error == expected, "threw \(error); expected \(expected)")
        return nil
      }
      switch (error, asked.rows) {
      case (.contentTooWide, _): return nil
      case (.indistinguishableRows(let row), .variable(let widths)):
        try require(widths.indices.contains(row), "threw \(error) for a row it does not have")
        return nil
      case _ where isCalledFor(wrapError: error, asked): return nil
      default: throw Failure(message: "threw \(error) for good fields")
      }
    }
  }

  /// The layout keeps its arguments; unless it is a wrapping strip with rows (whose laps
  /// ``checkLaps(_:_:)`` checks), it is one lap whose range and content width are finite.
  private static func checkExtent(_ layout: PickerLayout, _ asked: FuzzedLayout) throws(Failure) {
    let range = layout.offsetRange
    try require(
      layout.itemCount == asked.itemCount && sameNumber(layout.viewportWidth, asked.viewportWidth)
        && layout.alignment == asked.alignment && layout.direction == asked.direction
        && layout.wrapsAround == asked.wrapsAround,
      "kept itemCount \(layout.itemCount), viewportWidth \(layout.viewportWidth), "
        + "\(layout.alignment), \(layout.direction), wrapsAround \(layout.wrapsAround)")
    switch asked.rows {
    case .uniform(let width, _):
      try require(
        layout.uniformItemWidth == width, "uniformItemWidth \(layout.uniformItemWidth ?? 0)")
    case .variable:
      try require(layout.uniformItemWidth == nil, "uniformItemWidth of itemWidths is not nil")
    }
    guard !(layout.wrapsAround && asked.itemCount > 0) else { return }
    try require(
      layout.laps == 1 && layout.homeLap == 0 && layout.cellCount == asked.itemCount
        && layout.lapLength == layout.contentWidth,
      "laps \(layout.laps), homeLap \(layout.homeLap), cellCount \(layout.cellCount), "
        + "lapLength \(layout.lapLength)")
    try require(
      range.lowerBound == 0 && range.upperBound.isFinite && range.upperBound >= 0
        && (asked.itemCount > 1 || range.upperBound == 0),
      "offsetRange \(range)")
    try require(
      layout.contentWidth.isFinite
        && layout.contentWidth == range.upperBound + layout.viewportWidth,
      "contentWidth \(layout.contentWidth) in \(range)")
    try require(
      layout.leadingInset.isFinite && layout.trailingInset.isFinite,
      "insets \(layout.leadingInset), \(layout.trailingInset)")
  }

  // MARK: - Rows

  /// Each row checked (every row of a small layout; both ends and a few read rows of a
  /// larger one): its anchor offset lies in the range, is never -0.0, and is nearest
  /// itself; its frame has the width asked for; and it answers for its cell in the home
  /// lap (W2), which is the row itself when the layout does not wrap. Unless the strip
  /// wraps, an end row's anchor is an end of the range and each anchor moves away from the
  /// previous row's in the layout's direction; a wrapping strip's home-lap cell is checked
  /// as any of its cells instead, against the model (``WrappedStrip/checkCell(_:)``).
  private static func checkRows(
    _ layout: PickerLayout, _ asked: FuzzedLayout, _ strip: WrappedStrip?,
    _ bytes: inout FuzzBytes
  ) throws(Failure) {
    let count = layout.itemCount
    var rows = Array(0..<min(count, naiveScanLimit))
    if count > naiveScanLimit {
      rows += [count - 2, count - 1]
      for _ in 0..<sampledRows { rows.append(bytes.index(below: count)) }
    }
    let range = layout.offsetRange
    for row in rows {
      let offset = layout.offset(ofRow: row)
      try require(
        range.contains(offset) && (offset != 0 || offset.sign == .plus),
        "offset(ofRow: \(row)) is \(offset), outside \(range) or -0.0")
      let cell = layout.homeCell(ofRow: row)
      let nearest = layout.nearestCell(toOffset: offset)
      try require(
        nearest == cell,
        "nearestCell(toOffset: offset(ofRow: \(row))) is \(nearest ?? -1), not \(cell)")
      let nearestRow = layout.nearestRow(toOffset: offset)
      try require(
        nearestRow == nearest.map(layout.row(ofCell:)),
        "nearestRow(toOffset: offset(ofRow: \(row))) is \(nearestRow ?? -1)")
      let width = layout.frame(ofRow: row).width
      try require(
        width == asked.width(ofRow: row),
        "frame(ofRow: \(row)).width is \(width), not \(asked.width(ofRow: row))")
      try require(
        cell == layout.homeLap * count + row && layout.offset(ofCell: cell) == offset
          && layout.frame(ofCell: cell) == layout.frame(ofRow: row),
        "homeCell(ofRow: \(row)) is \(cell), at \(layout.offset(ofCell: cell)), "
          + "\(layout.frame(ofCell: cell))")
      if let strip {
        try strip.checkCell(cell)
      } else {
        try checkEnds(ofRow: row, offset, layout)
      }
    }
  }

  /// In a layout that does not wrap, the first and last rows' anchors are the ends of the
  /// range, and each row's anchor lies past the previous row's in the layout's direction.
  private static func checkEnds(
    ofRow row: Int, _ offset: Double, _ layout: PickerLayout
  ) throws(Failure) {
    let range = layout.offsetRange
    let isLeftToRight = layout.direction == .leftToRight
    if row == 0 {
      let first = isLeftToRight ? 0 : range.upperBound
      try require(offset == first, "offset(ofRow: 0) is \(offset), not \(first)")
    }
    if row == layout.itemCount - 1 {
      let last = isLeftToRight ? range.upperBound : 0
      try require(offset == last, "offset(ofRow: \(row)), the last, is \(offset), not \(last)")
    }
    if row + 1 < layout.itemCount {
      let next = layout.offset(ofRow: row + 1)
      try require(
        isLeftToRight ? next > offset : next < offset,
        "offset(ofRow: \(row)) is \(offset), the next row's \(next)")
    }
  }

  // MARK: - Queries

  /// `nearestRow` is nil exactly when empty or not finite, and otherwise the nearest row
  /// (a full scan, or its neighbours), whatever the hint.
  private static func checkNearestRow(
    _ layout: PickerLayout, _ bytes: inout FuzzBytes
  ) throws(Failure) {
    let offset = bytes.double()
    let hint = bytes.int()
    let found = layout.nearestRow(toOffset: offset)
    let call = "nearestRow(toOffset: \(offset))"
    try require(
      (found == nil) == (layout.itemCount == 0 || !offset.isFinite), "\(call) is \(found ?? -1)")
    guard let found else { return }
    let fault = NaiveGeometry.nearestRowFault(
      found, in: layout, toOffset: offset, hint: hint, scanLimit: naiveScanLimit)
    try require(fault == nil, fault ?? "")
  }

  /// `rows(intersecting:)` answers the rows whose frames meet the span: a full scan, or the
  /// rows at and just past both ends of its answer.
  private static func checkVisibleRows(
    _ layout: PickerLayout, _ bytes: inout FuzzBytes
  ) throws(Failure) {
    let a = bytes.double()
    let b = bytes.double()
    guard !a.isNaN && !b.isNaN else { return }  // a NaN bound makes no ClosedRange
    let span = min(a, b)...max(a, b)
    let visible = layout.rows(intersecting: span)
    let count = layout.itemCount
    let call = "rows(intersecting: \(span))"
    try require(visible.lowerBound >= 0 && visible.upperBound <= count, "\(call) is \(visible)")
    if count <= naiveScanLimit {
      let naive = NaiveGeometry.rows(in: layout, intersecting: span)
      try require(Array(visible) == naive, "\(call) is \(visible), a scan finds \(naive)")
      return
    }
    guard let first = visible.first, let last = visible.last else { return }
    let meets = { (row: Int) in NaiveGeometry.frame(ofRow: row, in: layout, meets: span) }
    try require(
      meets(first) && meets(last) && (first == 0 || !meets(first - 1))
        && (last == count - 1 || !meets(last + 1)),
      "\(call) is \(visible), not the rows that meet it")
  }

  /// `targetRow` is nil exactly when empty or an offset is not finite, and on small
  /// layouts the naive snapping model's row, for any snapping and threshold; in a wrapping
  /// strip, the row of `targetCell`, a cell of the strip.
  private static func checkTargetRow(
    _ layout: PickerLayout, _ bytes: inout FuzzBytes
  ) throws(Failure) {
    let release = bytes.double()
    let velocity = bytes.double()
    let proposed = bytes.double()
    let snapping: SnapBehavior = bytes.bool() ? .paging(maxItems: bytes.int()) : .nearest
    let threshold = bytes.double()
    let row = layout.targetRow(
      releasedAt: release, velocity: velocity, proposedOffset: proposed, snapping: snapping,
      flingThreshold: threshold)
    let call =
      "targetRow(releasedAt: \(release), velocity: \(velocity), proposedOffset: \(proposed), "
      + "snapping: \(snapping), flingThreshold: \(threshold))"
    let isAnswered = layout.itemCount > 0 && release.isFinite && proposed.isFinite
    try require((row != nil) == isAnswered, "\(call) is \(row ?? -1)")
    guard let row else { return }
    try require(row >= 0 && row < layout.itemCount, "\(call) is \(row)")
    guard !layout.wrapsAround else {
      let cell = layout.targetCell(
        releasedAt: release, velocity: velocity, proposedOffset: proposed, snapping: snapping,
        flingThreshold: threshold)
      let isCell = cell.map { $0 >= 0 && $0 < layout.cellCount } ?? false
      try require(
        isCell && cell.map(layout.row(ofCell:)) == row, "\(call) is \(row), in cell \(cell ?? -1)")
      return
    }
    guard layout.itemCount <= naiveScanLimit else { return }
    let naive = NaiveSnapping.targetRow(
      in: layout, releasedAt: release, velocity: velocity, proposedOffset: proposed,
      snapping: snapping, flingThreshold: threshold)
    try require(naive == row, "\(call) is \(row), the naive model's \(naive ?? -1)")
  }

  /// Every number of an appearance is finite, for any row, offset and curve, and the row's
  /// look is its home-lap cell's (W2).
  private static func checkAppearance(
    _ layout: PickerLayout, _ bytes: inout FuzzBytes
  ) throws(Failure) {
    guard layout.itemCount > 0 else { return }
    let row = bytes.index(below: layout.itemCount)
    let offset = bytes.double()
    let curve = readCurve(&bytes)
    let look = layout.appearance(ofRow: row, atOffset: offset, curve: curve)
    let call = "appearance(ofRow: \(row), atOffset: \(offset), curve: \(curve))"
    try require(look.scale.isFinite && look.alpha.isFinite, "\(call) is \(look)")
    let cellLook = layout.appearance(
      ofCell: layout.homeCell(ofRow: row), atOffset: offset, curve: curve)
    try require(cellLook == look, "\(call) is \(look), its home-lap cell's \(cellLook)")
  }

  private static func readCurve(_ bytes: inout FuzzBytes) -> AppearanceCurve {
    switch bytes.byte() % 6 {
    case 0: return .identity
    case 1:
      return .focusZoom(
        activeDistance: bytes.double(), scaleFactor: bytes.double(), dimmedAlpha: bytes.double())
    case 2: return .halfViewportFalloff(scaleLoss: bytes.double())
    case 3: return .pitchFalloff(largestScale: bytes.double())
    case 4:
      return .sideItems(
        sideScale: bytes.double(), sideAlpha: bytes.double(), reach: readReach(&bytes))
    default:
      let reach = readReach(&bytes)
      let atAnchor = readAppearance(&bytes)
      let atReach = readAppearance(&bytes)
      let beyond: AppearanceCurve.Beyond =
        switch bytes.byte() % 3 {
        case 0: .extrapolate
        case 1: .hold
        default: .constant(readAppearance(&bytes))
        }
      return AppearanceCurve(
        reach: reach, atAnchor: atAnchor, atReach: atReach, beyondReach: beyond)
    }
  }

  private static func readReach(_ bytes: inout FuzzBytes) -> AppearanceCurve.Reach {
    switch bytes.byte() % 3 {
    case 0: .points(bytes.double())
    case 1: .viewportFraction(bytes.double())
    default: .itemPitch(bytes.double())
    }
  }

  private static func readAppearance(_ bytes: inout FuzzBytes) -> PickerItemAppearance {
    PickerItemAppearance(scale: bytes.double(), alpha: bytes.double(), zIndex: bytes.int())
  }

  /// A rate keeps a fraction in `0 ..< 1`, and projects any finite velocity a finite
  /// distance (0 for NaN).
  private static func checkDeceleration(_ bytes: inout FuzzBytes) throws(Failure) {
    let asked = bytes.double()
    let rate = DecelerationRate(asked)
    try require(
      rate.perMillisecond >= 0 && rate.perMillisecond < 1,
      "DecelerationRate(\(asked)).perMillisecond is \(rate.perMillisecond)")
    let velocity = bytes.double()
    let distance = rate.projectedDistance(velocity: velocity)
    try require(
      (distance.isFinite || !velocity.isFinite) && (!velocity.isNaN || distance == 0),
      "DecelerationRate(\(asked)).projectedDistance(velocity: \(velocity)) is \(distance)")
  }
}

/// Equality on numbers where NaN equals NaN.
private func sameNumber(_ x: Double, _ y: Double) -> Bool { x == y || (x.isNaN && y.isNaN) }
