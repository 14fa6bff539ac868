import PickerCheck
import PickerState
import Testing

/// The naive model of a wrapping strip against values worked out by hand from W1, W2 and
/// W5: laps, frames, anchors, the reachable cells, the nearest cell and the cells in a span,
/// in both directions, for every alignment, uniform and variable widths, one row and two,
/// and a strip whose laps are capped.
@Suite struct NaiveWrapTests {
  /// Everything the model says about a strip as a whole.
  struct Strip: Hashable {
    var laps: Int
    var lapLength: Double
    var cellCount: Int
    var homeLap: Int
    var contentWidth: Double
    var offsetRange: ClosedRange<Double>
    var reachableCells: Range<Int>
    var targetMargin: Double
    var homeLapOverhang: Double
  }

  /// What the model says about one cell.
  struct Cell: Hashable {
    var cell: Int
    var row: Int
    var frame: PickerItemFrame
    var anchor: Double
  }

  /// The model's cells `cells`.
  static func cells(_ model: NaiveWrap, _ cells: [Int]) -> [Cell] {
    cells.map {
      Cell(
        cell: $0, row: model.row(ofCell: $0), frame: model.frame(ofCell: $0),
        anchor: model.offset(ofCell: $0))
    }
  }

  /// Five rows 60 wide, 10 apart, centred in 300 points: a lap of 350, 188 laps a side
  /// (187 fall 86 points short of the reach), cell `c`'s anchor at `70c - 120` left to
  /// right.
  static func fiveRows(_ direction: PickerLayoutDirection) -> NaiveWrap {
    NaiveWrap(
      viewportWidth: 300, itemWidth: 60, itemCount: 5, spacing: 10, alignment: .center,
      direction: direction)
  }

  @Test func fiveUniformRowsLeftToRightRunInLapsFromZero() {
    let model = Self.fiveRows(.leftToRight)
    #expect(
      Strip(model)
        == Strip(
          laps: 377, lapLength: 350, cellCount: 1885, homeLap: 188, contentWidth: 131_950,
          offsetRange: 0...131_650, reachableCells: 2..<1883, targetMargin: 32_768,
          homeLapOverhang: -65_680))
    // The last cell of a lap, the seam, the home lap's ends and the strip's last cell.
    #expect(
      Self.cells(model, [0, 4, 5, 940, 944, 1884]) == [
        Cell(cell: 0, row: 0, frame: PickerItemFrame(minX: 0, width: 60), anchor: -120),
        Cell(cell: 4, row: 4, frame: PickerItemFrame(minX: 280, width: 60), anchor: 160),
        Cell(cell: 5, row: 0, frame: PickerItemFrame(minX: 350, width: 60), anchor: 230),
        Cell(
          cell: 940, row: 0, frame: PickerItemFrame(minX: 65_800, width: 60), anchor: 65_680),
        Cell(
          cell: 944, row: 4, frame: PickerItemFrame(minX: 66_080, width: 60), anchor: 65_960),
        Cell(
          cell: 1884, row: 4, frame: PickerItemFrame(minX: 131_880, width: 60),
          anchor: 131_760),
      ])
    #expect(model.homeCell(ofRow: 3) == 943)
    // Anchors 20 (cell 2) and 90 (cell 3): 55 is a tie, to the lower cell. Cells 0 and 1
    // and the last two are out of reach.
    let offsets: [Double] = [-500, 0, 55, 56, 65_700, 131_650, 1e9, .nan, .infinity]
    #expect(
      offsets.map(model.nearestCell(toOffset:)) == [2, 2, 2, 3, 940, 1882, 1882, nil, nil])
    let spans: [ClosedRange<Double>] = [0...300, 60...69.5, 60...70, 131_000...(.infinity)]
    #expect(spans.map(model.cells(intersecting:)) == [0..<5, 1..<1, 1..<2, 1871..<1885])
  }

  @Test func fiveUniformRowsRightToLeftAreTheMirrorImage() {
    let model = Self.fiveRows(.rightToLeft)
    #expect(
      Strip(model)
        == Strip(
          laps: 377, lapLength: 350, cellCount: 1885, homeLap: 188, contentWidth: 131_950,
          offsetRange: 0...131_650, reachableCells: 2..<1883, targetMargin: 32_768,
          homeLapOverhang: -65_680))
    // Cell 0 ends at the right end; the last cell starts one gap from the left end.
    #expect(
      Self.cells(model, [0, 4, 5, 940, 944, 1884]) == [
        Cell(
          cell: 0, row: 0, frame: PickerItemFrame(minX: 131_890, width: 60), anchor: 131_770),
        Cell(
          cell: 4, row: 4, frame: PickerItemFrame(minX: 131_610, width: 60), anchor: 131_490),
        Cell(
          cell: 5, row: 0, frame: PickerItemFrame(minX: 131_540, width: 60), anchor: 131_420),
        Cell(
          cell: 940, row: 0, frame: PickerItemFrame(minX: 66_090, width: 60), anchor: 65_970),
        Cell(
          cell: 944, row: 4, frame: PickerItemFrame(minX: 65_810, width: 60), anchor: 65_690),
        Cell(cell: 1884, row: 4, frame: PickerItemFrame(minX: 10, width: 60), anchor: -110),
      ])
    // Anchors 30 (cell 1882) and 100 (cell 1881): 65 is a tie, to the lower cell.
    let offsets: [Double] = [0, 55, 65, 66, 131_650]
    #expect(offsets.map(model.nearestCell(toOffset:)) == [1882, 1882, 1881, 1881, 2])
    let spans: [ClosedRange<Double>] = [0...300, 70...79.5, 131_880...131_950]
    #expect(spans.map(model.cells(intersecting:)) == [1880..<1885, 1884..<1884, 0..<1])
  }

  /// Rows 40 and 100 wide, 4 apart, in 200 points: a lap of 148, 443 laps a side.
  static let twoWidths: [Double] = [40, 100]

  @Test func twoVariableRowsLeadingLeftToRightRestOnTheirLeftEdges() {
    let model = NaiveWrap(
      viewportWidth: 200, itemWidths: Self.twoWidths, spacing: 4,
      alignment: .leading(padding: 16), direction: .leftToRight)
    #expect(
      Strip(model)
        == Strip(
          laps: 887, lapLength: 148, cellCount: 1774, homeLap: 443, contentWidth: 131_276,
          offsetRange: 0...131_076, reachableCells: 1..<1772, targetMargin: 32_768,
          homeLapOverhang: -65_484))
    #expect(
      Self.cells(model, [0, 1, 2, 886, 887, 1773]) == [
        Cell(cell: 0, row: 0, frame: PickerItemFrame(minX: 0, width: 40), anchor: -16),
        Cell(cell: 1, row: 1, frame: PickerItemFrame(minX: 44, width: 100), anchor: 28),
        Cell(cell: 2, row: 0, frame: PickerItemFrame(minX: 148, width: 40), anchor: 132),
        Cell(
          cell: 886, row: 0, frame: PickerItemFrame(minX: 65_564, width: 40), anchor: 65_548),
        Cell(
          cell: 887, row: 1, frame: PickerItemFrame(minX: 65_608, width: 100), anchor: 65_592),
        Cell(
          cell: 1773, row: 1, frame: PickerItemFrame(minX: 131_172, width: 100),
          anchor: 131_156),
      ])
    // Anchors 28 (cell 1) and 132 (cell 2): 80 is a tie.
    let offsets: [Double] = [0, 80, 81, 131_076]
    #expect(offsets.map(model.nearestCell(toOffset:)) == [1, 1, 2, 1771])
    let spans: [ClosedRange<Double>] = [40...44, 40.5...43.5, 144...148]
    #expect(spans.map(model.cells(intersecting:)) == [1..<2, 1..<1, 2..<3])
  }

  @Test func twoVariableRowsTrailingRightToLeftRestOnTheirLeftEdges() {
    let model = NaiveWrap(
      viewportWidth: 200, itemWidths: Self.twoWidths, spacing: 4,
      alignment: .trailing(padding: 16), direction: .rightToLeft)
    #expect(
      Strip(model)
        == Strip(
          laps: 887, lapLength: 148, cellCount: 1774, homeLap: 443, contentWidth: 131_276,
          offsetRange: 0...131_076, reachableCells: 2..<1773, targetMargin: 32_768,
          homeLapOverhang: -65_420))
    // Right to left, trailing is the left edge, 16 points into the viewport.
    #expect(
      Self.cells(model, [0, 1, 2, 886, 887, 1773]) == [
        Cell(
          cell: 0, row: 0, frame: PickerItemFrame(minX: 131_236, width: 40), anchor: 131_220),
        Cell(
          cell: 1, row: 1, frame: PickerItemFrame(minX: 131_132, width: 100),
          anchor: 131_116),
        Cell(
          cell: 2, row: 0, frame: PickerItemFrame(minX: 131_088, width: 40), anchor: 131_072),
        Cell(
          cell: 886, row: 0, frame: PickerItemFrame(minX: 65_672, width: 40), anchor: 65_656),
        Cell(
          cell: 887, row: 1, frame: PickerItemFrame(minX: 65_568, width: 100), anchor: 65_552),
        Cell(cell: 1773, row: 1, frame: PickerItemFrame(minX: 4, width: 100), anchor: -12),
      ])
    #expect([0, 65_604, 131_076].map(model.nearestCell(toOffset:)) == [1772, 886, 2])
  }

  @Test func oneRowRepeatsInEveryLap() {
    let model = NaiveWrap(
      viewportWidth: 320, itemWidth: 100, itemCount: 1, spacing: 0, alignment: .center,
      direction: .leftToRight)
    // 655 laps of 100 fall short of the reach; the quarter of the range is the margin.
    #expect(
      Strip(model)
        == Strip(
          laps: 1313, lapLength: 100, cellCount: 1313, homeLap: 656, contentWidth: 131_300,
          offsetRange: 0...130_980, reachableCells: 2..<1311, targetMargin: 32_745,
          homeLapOverhang: -65_490))
    #expect(
      Self.cells(model, [1, 656]) == [
        Cell(cell: 1, row: 0, frame: PickerItemFrame(minX: 100, width: 100), anchor: -10),
        Cell(
          cell: 656, row: 0, frame: PickerItemFrame(minX: 65_600, width: 100), anchor: 65_490),
      ])
    #expect([0, 140, 65_500].map(model.nearestCell(toOffset:)) == [2, 2, 656])
  }

  /// Half a million rows of 1/32: a lap of 15,625, whose reach wants 5 laps a side, but
  /// 4,194,304 cells hold 8 laps: 3 a side.
  @Test func aStripOfManyRowsHasItsLapsCappedAndAQuarterOfItsRangeAsMargin() {
    let model = NaiveWrap(
      viewportWidth: 375, itemWidth: 0.031_25, itemCount: 500_000, spacing: 0,
      alignment: .center, direction: .leftToRight)
    #expect(
      Strip(model)
        == Strip(
          laps: 7, lapLength: 15_625, cellCount: 3_500_000, homeLap: 3, contentWidth: 109_375,
          offsetRange: 0...109_000, reachableCells: 6000..<3_494_000, targetMargin: 27_250,
          homeLapOverhang: -46_687.515_625))
    #expect(
      Self.cells(model, [6000, 1_500_000]) == [
        Cell(
          cell: 6000, row: 6000, frame: PickerItemFrame(minX: 187.5, width: 0.031_25),
          anchor: 0.015_625),
        Cell(
          cell: 1_500_000, row: 0, frame: PickerItemFrame(minX: 46_875, width: 0.031_25),
          anchor: 46_687.515_625),
      ])
    #expect([0, 46_687.51, 1e6].map(model.nearestCell(toOffset:)) == [6000, 1_500_000, 3_493_999])
  }

  /// One row as long as the reach, under a viewport two laps wide: three laps, of which
  /// only the home lap's cell can reach the anchor, 536 points into a range of 65,536.
  @Test func aLapLongerThanTheReachMakesThreeLaps() {
    let model = NaiveWrap(
      viewportWidth: 131_072, itemWidth: 65_536, itemCount: 1, spacing: 0,
      alignment: .leading(padding: 65_000), direction: .leftToRight)
    #expect(
      Strip(model)
        == Strip(
          laps: 3, lapLength: 65_536, cellCount: 3, homeLap: 1, contentWidth: 196_608,
          offsetRange: 0...65_536, reachableCells: 1..<2, targetMargin: 16_384,
          homeLapOverhang: -536))
    #expect(Self.cells(model, [0, 1, 2]).map(\.anchor) == [-65_000, 536, 66_072])
    #expect([0, 65_536].map(model.nearestCell(toOffset:)) == [1, 1])
  }

  @Test func aViewportWiderThanTheStripAllowsLeavesTheHomeLapOutOfReach() {
    let model = NaiveWrap(
      viewportWidth: 200_000, itemWidth: 65_536, itemCount: 1, spacing: 0,
      alignment: .center, direction: .rightToLeft)
    // The home cell's anchor is 1,696 below 0, and 1,696 above a range that would end at
    // -3,392.
    #expect(
      Strip(model)
        == Strip(
          laps: 3, lapLength: 65_536, cellCount: 3, homeLap: 1, contentWidth: 196_608,
          offsetRange: 0...0, reachableCells: 0..<0, targetMargin: 0,
          homeLapOverhang: 1_696))
    #expect(model.nearestCell(toOffset: 0) == nil)
  }

  @Test func noRowsMakeAnOrdinaryEmptyStrip() {
    let model = NaiveWrap(
      viewportWidth: 375, itemWidths: [], spacing: 8, alignment: .center,
      direction: .leftToRight)
    #expect(
      Strip(model)
        == Strip(
          laps: 1, lapLength: 375, cellCount: 0, homeLap: 0, contentWidth: 375,
          offsetRange: 0...0, reachableCells: 0..<0, targetMargin: 0,
          homeLapOverhang: -.infinity))
    #expect(model.nearestCell(toOffset: 0) == nil)
    #expect(model.cells(intersecting: 0...375) == 0..<0)
  }

  /// W3's way round: two centred rows of 64 and 70.1 lie half a lap (67.05) from each
  /// other both ways round, whatever the anchors round to: a tie, to the forward copy. Four
  /// times the model's tolerance, about 2.3e-9 here, makes a tie: an ulp toward the copy
  /// behind is one, a hundred-millionth of a point toward either copy is not. Cell 978 is
  /// row 0's in the home lap.
  @Test(arguments: [PickerLayoutDirection.leftToRight, .rightToLeft])
  func aRowsNearestCopyIsTheForwardOneOnATieUpToRounding(direction: PickerLayoutDirection) {
    let model = NaiveWrap(
      viewportWidth: 375, itemWidths: [64, 70.1], spacing: 0, alignment: .center,
      direction: direction)
    let reach = model.reachableCells
    #expect(model.homeCell(ofRow: 0) == 978)
    let resting = model.offset(ofCell: 978)
    let towardBack = model.offset(ofCell: 977) < resting ? -1.0 : 1
    let offsets = [
      resting, resting + towardBack * resting.ulp, resting + towardBack * 1e-8,
      resting - towardBack * 1e-8, .nan,
    ]
    #expect(
      offsets.map { model.nearestCopy(of: 1, toOffset: $0, among: reach) }
        == [979, 979, 977, 979, nil])
    #expect(model.nearestCopy(of: 0, toOffset: resting, among: reach) == 978)
    // A run of cells that holds no copy of row 1.
    #expect(model.nearestCopy(of: 1, toOffset: resting, among: 978..<979) == nil)
  }

  @Test func lapsAreTheFewestThatReachUnlessTheCellsWouldNotFit() {
    let cases: [(lapLength: Double, itemCount: Int)] = [
      (65_536, 1), (65_535.5, 1), (32_768, 1), (32_767, 1), (1, 1_000), (1, 1 << 21),
      (1, 1 << 22), (1, 1 << 40), (700, 0),
    ]
    #expect(
      cases.map { NaiveWrap.laps(lapLength: $0.lapLength, itemCount: $0.itemCount) } == [
        3, 5, 5, 7, 4193, 3, 3, 3, 1,
      ])
  }

  @Test func aLapOnTheReachsThresholdIsCountedAsTheLayoutCountsItsOwn() throws {
    // 32 rows of 0.1, 0.1 apart: a lap of 6.4 in exact arithmetic, 10,240 of which reach
    // 65,536 exactly. Summed row by row the model's lap falls short, and needs a lap more
    // on each side; the layout's own lap reaches.
    let layout = try PickerLayout(
      viewportWidth: 0.1, itemWidths: Array(repeating: 0.1, count: 32), spacing: 0.1,
      alignment: .leading(padding: 0.1), direction: .rightToLeft, wrapsAround: true)
    let model = NaiveWrap(layout)
    #expect(
      [model.lapLength, layout.lapLength] == [6.399999999999993, 6.400000000000003]
        && [model.laps, layout.laps] == [20_483, 20_481])
    let counted = model.countingLaps(ofLapLength: layout.lapLength)
    #expect(counted.laps == 20_481 && counted.lapLength == model.lapLength)
    // A length farther off than the model's rounding is no rounding: the model stands.
    #expect(model.countingLaps(ofLapLength: 6.5) == model)
  }

  @Test func theModelOfALayoutIsTheModelOfItsParametersWhetherOrNotItWraps() throws {
    for wraps in [false, true] {
      let uniform = try PickerLayout(
        viewportWidth: 300, itemWidth: 60, itemCount: 5, spacing: 10, wrapsAround: wraps)
      #expect(NaiveWrap(uniform) == Self.fiveRows(.leftToRight))
      let variable = try PickerLayout(
        viewportWidth: 200, itemWidths: Self.twoWidths, spacing: 4,
        alignment: .trailing(padding: 16), direction: .rightToLeft, wrapsAround: wraps)
      #expect(
        NaiveWrap(variable)
          == NaiveWrap(
            viewportWidth: 200, itemWidths: Self.twoWidths, spacing: 4,
            alignment: .trailing(padding: 16), direction: .rightToLeft))
    }
  }

  @Test func theModelsConstantsAreW1sAndTheLayouts() {
    #expect(NaiveWrap.wrapReach == PickerLayout.wrapReach)
    #expect(NaiveWrap.maximumCellCount == PickerLayout.maximumWrapCellCount)
  }
}

extension NaiveWrapTests.Strip {
  /// What `model` says about its strip.
  init(_ model: NaiveWrap) {
    self.init(
      laps: model.laps, lapLength: model.lapLength, cellCount: model.cellCount,
      homeLap: model.homeLap, contentWidth: model.contentWidth,
      offsetRange: model.offsetRange, reachableCells: model.reachableCells,
      targetMargin: model.targetMargin, homeLapOverhang: model.homeLapOverhang)
  }
}
