import PickerCheck
import PickerState
import Testing

/// The checker's model of contained strips (P1, P2, P3, I12) against numbers worked out by
/// hand here, for each alignment, both directions, rows that fit and the half-point rule;
/// and a long random campaign of strips holding `PickerLayout` against the model and the
/// geometry layer's check.
@Suite struct ContainedGeometryTests {
  /// Everything a strip says about its contained geometry and snaps, as whole values.
  struct Reading: Hashable, CustomStringConvertible {
    var leadingInset, trailingInset, contentWidth: Double
    var offsetRange: ClosedRange<Double>
    var frames: [PickerItemFrame]
    var naturalOffsets: [Double]
    var offsets: [Double]
    var snapOffsets: [Double]
    var snapOfRow: [Int]
    var rowsOfSnap: [Range<Int>]
    var shownRows: [Int]

    var description: String {
      "insets \(leadingInset), \(trailingInset), width \(contentWidth), range \(offsetRange), "
        + "frames \(frames.map(\.minX)), naturals \(naturalOffsets), offsets \(offsets), "
        + "snaps \(snapOffsets), snap of row \(snapOfRow), rows \(rowsOfSnap), "
        + "shown \(shownRows)"
    }
  }

  /// The layout's own answers.
  static func reading(_ layout: PickerLayout) -> Reading {
    let rows = 0..<layout.itemCount
    let snaps = 0..<layout.snapCount
    return Reading(
      leadingInset: layout.leadingInset, trailingInset: layout.trailingInset,
      contentWidth: layout.contentWidth, offsetRange: layout.offsetRange,
      frames: rows.map(layout.frame(ofRow:)),
      naturalOffsets: rows.map(layout.naturalOffset(ofRow:)),
      offsets: rows.map(layout.offset(ofRow:)), snapOffsets: snaps.map(layout.offset(ofSnap:)),
      snapOfRow: rows.map(layout.snap(ofRow:)), rowsOfSnap: snaps.map(layout.rows(ofSnap:)),
      shownRows: snaps.map(layout.row(ofSnap:)))
  }

  /// The model's answers, from the layout's parameters alone.
  static func reading(_ model: NaiveLayout) -> Reading {
    let snaps = model.snaps
    return Reading(
      leadingInset: model.leadingInset, trailingInset: model.trailingInset,
      contentWidth: model.contentWidth, offsetRange: model.offsetRange, frames: model.frames,
      naturalOffsets: model.anchors, offsets: model.restingOffsets, snapOffsets: snaps.offsets,
      snapOfRow: snaps.snapOfRow,
      rowsOfSnap: snaps.rowsOfSnap.map { ($0.first ?? 0)..<(($0.last ?? -1) + 1) },
      shownRows: snaps.shownRows)
  }

  /// `itemWidths` laid out from `minXs`, in row order.
  static func frames(_ minXs: [Double], _ widths: [Double]) -> [PickerItemFrame] {
    zip(minXs, widths).map { PickerItemFrame(minX: $0, width: $1) }
  }

  /// The layout, the model of its parameters and the hand-worked reading agree, and the
  /// geometry layer's check finds nothing.
  static func expect(
    _ layout: PickerLayout, _ expected: Reading, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(reading(layout) == expected, sourceLocation: sourceLocation)
    #expect(reading(NaiveLayout(layout)) == expected, sourceLocation: sourceLocation)
    #expect(
      ContainmentCheck.fault(of: layout, scanLimit: 64) == nil, sourceLocation: sourceLocation)
  }

  // MARK: - Hand-worked strips

  @Test func leadingCardsThatOverflowShareTheLastSnapLeftToRight() throws {
    // Five cards of 100, 8 apart, span 532; with 16 each side, 564 in a viewport of 375.
    let layout = try PickerLayout(
      viewportWidth: 375, itemWidth: 100, itemCount: 5, spacing: 8,
      alignment: .leading(padding: 16), containment: .contained)
    Self.expect(
      layout,
      Reading(
        leadingInset: 16, trailingInset: 16, contentWidth: 564, offsetRange: 0...189,
        frames: Self.frames([16, 124, 232, 340, 448], Array(repeating: 100, count: 5)),
        naturalOffsets: [0, 108, 216, 324, 432], offsets: [0, 108, 189, 189, 189],
        snapOffsets: [0, 108, 189], snapOfRow: [0, 1, 2, 2, 2],
        rowsOfSnap: [0..<1, 1..<2, 2..<5], shownRows: [0, 1, 2]))
    // 148.5 lies 40.5 from snaps 1 and 2: the lower snap. The row under the anchor at 189
    // is row 2 (natural 216), 27 away, though row 3 rests there too.
    let probes: [Double] = [148.5, 150, 189, 1e9, -5, .nan]
    #expect(probes.map(layout.nearestSnap(toOffset:)) == [1, 2, 2, 2, 0, nil])
    #expect(probes.map(layout.nearestRow(toOffset:)) == [1, 1, 2, 2, 0, nil])
  }

  @Test func leadingCardsThatOverflowShareTheLastSnapRightToLeft() throws {
    // The mirror image: row 0 at the right, naturals 189 - 108 r.
    let layout = try PickerLayout(
      viewportWidth: 375, itemWidth: 100, itemCount: 5, spacing: 8,
      alignment: .leading(padding: 16), direction: .rightToLeft, containment: .contained)
    Self.expect(
      layout,
      Reading(
        leadingInset: 16, trailingInset: 16, contentWidth: 564, offsetRange: 0...189,
        frames: Self.frames([448, 340, 232, 124, 16], Array(repeating: 100, count: 5)),
        naturalOffsets: [189, 81, -27, -135, -243], offsets: [189, 81, 0, 0, 0],
        snapOffsets: [189, 81, 0], snapOfRow: [0, 1, 2, 2, 2],
        rowsOfSnap: [0..<1, 1..<2, 2..<5], shownRows: [0, 1, 2]))
    // 40.5 lies 40.5 from snaps 1 (81) and 2 (0): the lower snap, 1.
    let probes: [Double] = [40, 40.5, 0, 1e9]
    #expect(probes.map(layout.nearestSnap(toOffset:)) == [2, 1, 2, 0])
    #expect(probes.map(layout.nearestRow(toOffset:)) == [1, 1, 2, 0])
  }

  @Test func centredRowsRestAtTheirNaturalOffsetsClampedAndTheRowUnderTheAnchorMayLieAhead()
    throws
  {
    // Five rows of 100 in 250: no insets, range 0...250, naturals (centre - 125).
    let layout = try PickerLayout(
      viewportWidth: 250, itemWidth: 100, itemCount: 5, containment: .contained)
    Self.expect(
      layout,
      Reading(
        leadingInset: 0, trailingInset: 0, contentWidth: 500, offsetRange: 0...250,
        frames: Self.frames([0, 100, 200, 300, 400], Array(repeating: 100, count: 5)),
        naturalOffsets: [-75, 25, 125, 225, 325], offsets: [0, 25, 125, 225, 250],
        snapOffsets: [0, 25, 125, 225, 250], snapOfRow: [0, 1, 2, 3, 4],
        rowsOfSnap: [0..<1, 1..<2, 2..<3, 3..<4, 4..<5], shownRows: [0, 1, 2, 3, 4]))
    // At 0 the row nearest the anchor is row 1 (25 away), which rests at snap 1 (P3).
    #expect(layout.nearestRow(toOffset: 0) == 1)
    #expect(layout.nearestSnap(toOffset: 0) == 0)
  }

  @Test func trailingRowsThatFitSitPaddingFromTheLeftEdgeRightToLeft() throws {
    // Rows of 50, 60, 70, 5 apart: a block of 190, with 10 of padding, fits in 300. Right to
    // left the trailing edge is the left one: the block ends 10 from it, 100 from the right.
    let widths: [Double] = [50, 60, 70]
    let layout = try PickerLayout(
      viewportWidth: 300, itemWidths: widths, spacing: 5, alignment: .trailing(padding: 10),
      direction: .rightToLeft, containment: .contained)
    Self.expect(
      layout,
      Reading(
        leadingInset: 100, trailingInset: 10, contentWidth: 300, offsetRange: 0...0,
        frames: Self.frames([150, 85, 10], widths), naturalOffsets: [140, 75, 0],
        offsets: [0, 0, 0], snapOffsets: [0], snapOfRow: [0, 0, 0], rowsOfSnap: [0..<3],
        shownRows: [2]))
    #expect(layout.nearestRow(toOffset: 50) == 2)
    #expect(layout.nearestSnap(toOffset: 50) == 0)
  }

  @Test func centredRowsThatFitSitInTheMiddleLeftToRight() throws {
    // Three rows of 100, 10 apart: a block of 320 in 375, 27.5 on each side.
    let layout = try PickerLayout(
      viewportWidth: 375, itemWidth: 100, itemCount: 3, spacing: 10, containment: .contained)
    Self.expect(
      layout,
      Reading(
        leadingInset: 27.5, trailingInset: 27.5, contentWidth: 375, offsetRange: 0...0,
        frames: Self.frames([27.5, 137.5, 247.5], [100, 100, 100]),
        naturalOffsets: [-110, 0, 110], offsets: [0, 0, 0], snapOffsets: [0],
        snapOfRow: [0, 0, 0], rowsOfSnap: [0..<3], shownRows: [1]))
  }

  @Test func aRowLessThanHalfAPointInsideAnEndRestsThereAndOneHalfAPointInsideDoesNot()
    throws
  {
    // Leading, no padding, 100 wide: rows of 0.25, 0.25, 0.5, 0.25 and 100 span 101.25, so
    // the range is 0...1.25 and the naturals are the left edges 0, 0.25, 0.5, 1, 1.25. Row 1
    // is 0.25 inside the start: it rests at 0. Row 2 is exactly 0.5 inside: it stays. Row 3
    // is 0.25 inside the end: it rests at 1.25.
    let widths: [Double] = [0.25, 0.25, 0.5, 0.25, 100]
    let layout = try PickerLayout(
      viewportWidth: 100, itemWidths: widths, alignment: .leading(), containment: .contained)
    Self.expect(
      layout,
      Reading(
        leadingInset: 0, trailingInset: 0, contentWidth: 101.25, offsetRange: 0...1.25,
        frames: Self.frames([0, 0.25, 0.5, 1, 1.25], widths),
        naturalOffsets: [0, 0.25, 0.5, 1, 1.25], offsets: [0, 0, 0.5, 1.25, 1.25],
        snapOffsets: [0, 0.5, 1.25], snapOfRow: [0, 0, 1, 2, 2],
        rowsOfSnap: [0..<2, 2..<3, 3..<5], shownRows: [0, 2, 4]))
  }

  @Test func onARangeShorterThanAPointEveryRowRestsAtTheNearerEndATieAtZero() throws {
    // Rows of 0.25, 0.25 and 100 in 100, leading: range 0...0.5, naturals 0, 0.25, 0.5.
    // Row 1 lies 0.25 from both ends: a tie, at 0.
    let widths: [Double] = [0.25, 0.25, 100]
    let layout = try PickerLayout(
      viewportWidth: 100, itemWidths: widths, alignment: .leading(), containment: .contained)
    Self.expect(
      layout,
      Reading(
        leadingInset: 0, trailingInset: 0, contentWidth: 100.5, offsetRange: 0...0.5,
        frames: Self.frames([0, 0.25, 0.5], widths), naturalOffsets: [0, 0.25, 0.5],
        offsets: [0, 0, 0.5], snapOffsets: [0, 0.5], snapOfRow: [0, 0, 1],
        rowsOfSnap: [0..<2, 2..<3], shownRows: [0, 2]))
  }

  @Test func oneCardWiderThanTheViewportRestsWhereItIsCentred() throws {
    let layout = try PickerLayout(
      viewportWidth: 300, itemWidth: 400, itemCount: 1, containment: .contained)
    Self.expect(
      layout,
      Reading(
        leadingInset: 0, trailingInset: 0, contentWidth: 400, offsetRange: 0...100,
        frames: Self.frames([0], [400]), naturalOffsets: [50], offsets: [50],
        snapOffsets: [50], snapOfRow: [0], rowsOfSnap: [0..<1], shownRows: [0]))
  }

  @Test(arguments: [PickerLayoutDirection.leftToRight, .rightToLeft])
  func wrappingAndEmptyStripsGivenContainmentAnswerAsAnchored(
    direction: PickerLayoutDirection
  ) throws {
    let wrapping = try PickerLayout(
      viewportWidth: 250, itemWidths: [100, 60, 80], spacing: 4, direction: direction,
      wrapsAround: true, containment: .contained)
    let anchoredWrapping = try PickerLayout(
      viewportWidth: 250, itemWidths: [100, 60, 80], spacing: 4, direction: direction,
      wrapsAround: true)
    let empty = try PickerLayout(
      viewportWidth: 250, itemWidths: [], alignment: .leading(padding: 8), direction: direction,
      containment: .contained)
    let anchoredEmpty = try PickerLayout(
      viewportWidth: 250, itemWidths: [], alignment: .leading(padding: 8), direction: direction)
    for (contained, anchored) in [(wrapping, anchoredWrapping), (empty, anchoredEmpty)] {
      #expect(contained != anchored)
      #expect(Self.reading(contained) == Self.reading(anchored))
      #expect(ContainmentCheck.fault(of: contained, scanLimit: 64) == nil)
    }
    #expect(empty.snapCount == 0 && empty.nearestSnap(toOffset: 0) == nil)
    #expect(wrapping.snapCount == 3)
  }

  // MARK: - A long random campaign

  /// The arguments that build `layout`, to paste into a test.
  static func describe(_ layout: PickerLayout) -> String {
    let rows =
      layout.uniformItemWidth.map { "itemWidth: \($0), itemCount: \(layout.itemCount)" }
      ?? "itemWidths: \((0..<layout.itemCount).map { layout.frame(ofRow: $0).width })"
    return "PickerLayout(viewportWidth: \(layout.viewportWidth), \(rows), "
      + "spacing: \(layout.spacing), alignment: \(layout.alignment), "
      + "direction: \(layout.direction), wrapsAround: \(layout.wrapsAround), "
      + "containment: \(layout.containment))"
  }

  /// Seeds of the campaign's strips, one a strip.
  static let campaignSeeds = (0..<1_500).map { UInt64($0) &* 0x9E37_79B9_7F4A_7C15 &+ 0x5eed }

  /// What the campaign's strips are owed: each kind the generator promises.
  static let campaignKinds: Set<String> = [
    "fits", "overflows", "range under a point", "half-point rest", "shared snap",
    "right to left", "center", "leading", "trailing", "padding", "one row", "many rows",
    "variable widths", "wraps", "anchored",
  ]

  /// The kinds `layout` is, of ``campaignKinds``.
  static func kinds(of layout: PickerLayout) -> Set<String> {
    var kinds: Set<String> = []
    let range = layout.offsetRange
    let rows = 0..<layout.itemCount
    if layout.wrapsAround { kinds.insert("wraps") }
    if layout.containment == .anchored { kinds.insert("anchored") }
    if layout.direction == .rightToLeft { kinds.insert("right to left") }
    switch layout.alignment {
    case .center: kinds.insert("center")
    case .leading(let padding): kinds.formUnion(["leading"] + (padding > 0 ? ["padding"] : []))
    case .trailing(let padding): kinds.formUnion(["trailing"] + (padding > 0 ? ["padding"] : []))
    }
    if layout.itemCount == 1 { kinds.insert("one row") }
    if layout.itemCount > 40 { kinds.insert("many rows") }
    if layout.uniformItemWidth == nil { kinds.insert("variable widths") }
    guard layout.containment == .contained, !layout.wrapsAround, !rows.isEmpty else {
      return kinds
    }
    kinds.insert(range.upperBound == 0 ? "fits" : "overflows")
    if range.upperBound > 0 && range.upperBound < 1 { kinds.insert("range under a point") }
    if layout.snapCount < layout.itemCount { kinds.insert("shared snap") }
    for row in rows {
      let clamped = min(max(layout.naturalOffset(ofRow: row), 0), range.upperBound)
      if layout.offset(ofRow: row) != clamped { kinds.insert("half-point rest") }
    }
    return kinds
  }

  @Test func aLongRandomCampaignOfStripsAgreesWithTheModel() throws {
    var disagreements: [String] = []
    var contained = 0
    var kinds: Set<String> = []
    for seed in Self.campaignSeeds {
      var choices = Choices(seed: seed, recordsTape: false)
      let layout = try ContainedLayoutGeneration.layout(&choices)
      kinds.formUnion(Self.kinds(of: layout))
      if let fault = ContainmentCheck.fault(of: layout, scanLimit: 150) {
        disagreements.append("seed \(seed): \(Self.describe(layout)): \(fault)")
      }
      guard !layout.wrapsAround else { continue }
      if layout.containment == .contained && layout.itemCount > 0 { contained += 1 }
      // Every length is exact: the model owes the layout's very numbers.
      let model = Self.reading(NaiveLayout(layout))
      let answers = Self.reading(layout)
      if answers != model {
        disagreements.append(
          "seed \(seed): \(Self.describe(layout)): layout \(answers), model \(model)")
      }
    }
    #expect(disagreements == [])
    #expect(contained > 1_000)
    #expect(kinds == Self.campaignKinds)
  }
}
