import PickerState
import Testing

/// A wrapping layout's laps, cells and queries (W1 and W2), worked out by hand.
///
/// The running example: five rows of 64 points, 8 apart, centred in 375 points. A lap is
/// 5 * 72 = 360 points; 183 laps each side reach 65,880 >= 65,536 (182 reach only 65,520),
/// so 367 laps of 1,835 cells, the home lap 183 from cell 915. Cell `c`'s anchor offset is
/// `72c + 32 - 187.5`.
@Suite struct WrapLayoutTests {
  private func fiveRows(
    _ direction: PickerLayoutDirection = .leftToRight, viewport: Double = 375
  ) throws -> PickerLayout {
    try PickerLayout(
      viewportWidth: viewport, itemWidth: 64, itemCount: 5, spacing: 8, direction: direction,
      wrapsAround: true)
  }

  @Test func aWrappingLayoutRepeatsItsRowsInLapsThatReachFarEnoughOnEachSide() throws {
    let layout = try fiveRows()
    let laps = (layout.wrapsAround, layout.laps, layout.lapLength, layout.homeLap)
    #expect(laps == (true, 367, 360, 183))
    let extent = (layout.cellCount, layout.contentWidth, layout.offsetRange)
    #expect(extent == (1835, 132_120, 0...131_745))
    #expect((layout.leadingInset, layout.trailingInset) == (0, 0))
  }

  @Test func rowsAnswerForTheirCellsInTheHomeLap() throws {
    let layout = try fiveRows()
    #expect((0..<5).map(layout.homeCell(ofRow:)) == [915, 916, 917, 918, 919])
    #expect(
      (0..<5).map(layout.offset(ofRow:)) == [65_724.5, 65_796.5, 65_868.5, 65_940.5, 66_012.5])
    #expect((0..<5).map { layout.frame(ofRow: $0) } == (915...919).map(layout.frame(ofCell:)))
    #expect(layout.frame(ofCell: 915) == PickerItemFrame(minX: 65_880, width: 64))
    #expect([0, 4, 5, 914, 1834].map(layout.row(ofCell:)) == [0, 4, 0, 4, 4])
  }

  @Test func theNearestCellIsTheNearestReachableAnchorTiesToTheLowerCell() throws {
    let layout = try fiveRows()
    // Cells 0 to 2 rest left of 0 and 1832 to 1834 past the end: out of reach.
    #expect(layout.offset(ofCell: 2) == -11.5)
    #expect(layout.offset(ofCell: 3) == 60.5)
    #expect(layout.offset(ofCell: 1831) == 131_676.5)
    #expect(layout.offset(ofCell: 1832) == 131_748.5)
    let offsets = [-1e9, 0, 65_724.5, 65_760.5, 65_760.6, 131_745, .nan]
    #expect(offsets.map(layout.nearestCell(toOffset:)) == [3, 3, 915, 915, 916, 1831, nil])
    #expect(offsets.map(layout.nearestRow(toOffset:)) == [3, 3, 0, 0, 1, 1, nil])
  }

  @Test func cellsInAViewportCrossTheSeamLikeAnyOtherGap() throws {
    let layout = try fiveRows()
    let home = layout.offset(ofRow: 0)
    // 187.5 points either side of cell 915's centre: from cell 912's last 3.5 points to
    // cell 918's first 3.5.
    #expect(layout.cells(intersecting: home...(home + 375)) == 912..<919)
    #expect(layout.rows(intersecting: home...(home + 375)) == 912..<919)
    // The gap after cell 914, the last of lap 182, is 8 points wide like every other.
    #expect(layout.frame(ofCell: 915).minX - layout.frame(ofCell: 914).maxX == 8)
  }

  @Test(arguments: [PickerAlignment.center, .leading(padding: 16), .trailing(padding: 16)])
  func aRightToLeftStripMirrorsTheWholeStrip(alignment: PickerAlignment) throws {
    let ltr = try PickerLayout(
      viewportWidth: 375, itemWidths: [40, 80, 64], spacing: 8, alignment: alignment,
      wrapsAround: true)
    let rtl = try PickerLayout(
      viewportWidth: 375, itemWidths: [40, 80, 64], spacing: 8, alignment: alignment,
      direction: .rightToLeft, wrapsAround: true)
    #expect(
      (rtl.laps, rtl.cellCount, rtl.contentWidth) == (ltr.laps, ltr.cellCount, ltr.contentWidth))
    for cell in [0, 1, 2, 700, 1000, ltr.cellCount - 1] {
      let mirrored = ltr.contentWidth - ltr.frame(ofCell: cell).maxX
      #expect(rtl.frame(ofCell: cell).minX == mirrored)
      #expect(rtl.offset(ofCell: cell) == ltr.offsetRange.upperBound - ltr.offset(ofCell: cell))
    }
  }

  @Test func variableWidthsRepeatTheirLapAfterTheLastGap() throws {
    let layout = try PickerLayout(viewportWidth: 375, itemWidths: [40, 80], wrapsAround: true)
    // A lap of 120: 547 laps each side (546 reach only 65,520).
    #expect((layout.laps, layout.cellCount, layout.homeCell(ofRow: 0)) == (1095, 2190, 1094))
    #expect([layout.offset(ofRow: 0), layout.offset(ofRow: 1)] == [65_472.5, 65_532.5])
    #expect(layout.offset(ofCell: 1096) == 65_592.5)
    #expect(layout.nearestCell(toOffset: 65_502.5) == 1094)  // a tie: the lower cell
  }

  @Test func aLapIsSummedInRowOrderSoBothDirectionsHaveTheSameLaps() throws {
    func strip(_ direction: PickerLayoutDirection) throws -> PickerLayout {
      try PickerLayout(
        viewportWidth: 131_072, itemWidths: [0.1, 0.7, 0.1, 0.7], spacing: 1e-300,
        direction: direction, wrapsAround: true)
    }
    let ltr = try strip(.leftToRight)
    let rtl = try strip(.rightToLeft)
    // Summed in visual order, right to left took 0.7 + 0.1 + 0.7 + 0.1, which rounds to
    // 1.6, one unit in the last place more: 81,921 laps.
    #expect((ltr.laps, ltr.lapLength, ltr.cellCount) == (81_923, 0.1 + 0.7 + 0.1 + 0.7, 327_692))
    #expect(
      (rtl.laps, rtl.lapLength, rtl.cellCount, rtl.contentWidth)
        == (ltr.laps, ltr.lapLength, ltr.cellCount, ltr.contentWidth))
  }

  /// Rows a hair apart (a subnormal width, 1e-12, a spacing of 1e-300 or 1e-13) beside
  /// everyday ones, in each alignment and direction: whether rounding ties two cells
  /// differs from lap to lap, so every strip that builds is scanned whole, and every other
  /// one must name its indistinguishable rows.
  @Test func everyStripThatBuildsKeepsEveryNeighbouringAnchorInOrderInEveryLap() throws {
    let alignments: [PickerAlignment] = [
      .center, .leading(padding: 0), .leading(padding: 0.3), .trailing(padding: 0.3),
    ]
    var built = 0
    var refused = 0
    var outOfOrder: [String] = []
    let narrow: [Double] = [.leastNonzeroMagnitude, 1e-300, 1e-12, 0.7]
    for widths in [3.3, 2.5].flatMap({ w in narrow.map { [w, $0] } }) {
      for spacing in [0, 1e-300, 1e-13] {
        for alignment in alignments {
          for direction in allDirections {
            let strip: PickerLayout
            do throws(PickerLayoutError) {
              strip = try PickerLayout(
                viewportWidth: 100, itemWidths: widths, spacing: spacing, alignment: alignment,
                direction: direction, wrapsAround: true)
            } catch .indistinguishableRows {
              refused += 1
              continue
            }
            built += 1
            // Along the strip: cells count leftward in a right-to-left strip.
            let anchors = (0..<strip.cellCount).map(strip.offset(ofCell:))
            let isInOrder = zip(anchors, anchors.dropFirst()).allSatisfy {
              direction == .leftToRight ? $0 < $1 : $0 > $1
            }
            if !isInOrder { outOfOrder.append("\(widths) \(spacing) \(alignment) \(direction)") }
          }
        }
      }
    }
    #expect(outOfOrder == [])
    // Without a check across laps, 100 of the refused strips build with neighbours out of
    // order, and one lap's own check refuses the other 8: none is refused needlessly here.
    // Checking the last lap alone let 24 of the 100 build.
    #expect((built, refused) == (84, 108))
  }

  @Test func lapsAreCappedAtFourMillionCellsButNeverBelowThree() throws {
    // 100,000 rows of 0.01: 66 laps each side would make 13.3 million cells.
    let capped = try PickerLayout(
      viewportWidth: 375, itemWidth: 0.01, itemCount: 100_000, wrapsAround: true)
    #expect((capped.laps, capped.cellCount) == (41, 4_100_000))
    let many = try PickerLayout(
      viewportWidth: 375, itemWidth: 1, itemCount: 3_000_000, wrapsAround: true)
    #expect((many.laps, many.cellCount) == (3, 9_000_000))
    #expect(capped.wrapTargetMargin == capped.offsetRange.upperBound / 4)
  }

  @Test func oneRowAndNoRowsWrapToo() throws {
    let one = try PickerLayout(viewportWidth: 375, itemWidth: 80, itemCount: 1, wrapsAround: true)
    #expect((one.laps, one.cellCount, one.row(ofCell: 800)) == (1641, 1641, 0))
    let none = try PickerLayout(viewportWidth: 375, itemWidth: 80, itemCount: 0, wrapsAround: true)
    #expect((none.wrapsAround, none.laps, none.cellCount, none.offsetRange) == (true, 1, 0, 0...0))
    #expect(none.nearestCell(toOffset: 0) == nil)
  }

  @Test func aViewportTooWideForTheStripIsAnError() throws {
    #expect(throws: PickerLayoutError.viewportTooWideToWrap(viewportWidth: 1e6)) {
      try fiveRows(viewport: 1e6)
    }
  }

  @Test func aLayoutThatDoesNotWrapHasOneLapOfCellsThatAreItsRows() throws {
    let layout = try PickerLayout(viewportWidth: 375, itemWidth: 64, itemCount: 5, spacing: 8)
    let extent = (layout.wrapsAround, layout.laps, layout.homeLap, layout.cellCount)
    #expect(extent == (false, 1, 0, 5))
    #expect(layout.lapLength == layout.contentWidth)
    #expect((0..<5).map(layout.offset(ofCell:)) == (0..<5).map(layout.offset(ofRow:)))
  }

  @Test func targetsStayAMarginInsideEitherEnd() throws {
    let layout = try fiveRows()
    // The margin is 32,768; cell 458 is the first whose anchor (32,820.5) lies past it.
    #expect(layout.wrapTargetMargin == 32_768)
    let toward0 = layout.targetCell(
      releasedAt: 40_000, velocity: -1000, proposedOffset: 0, snapping: .nearest,
      flingThreshold: 300)
    let towardEnd = layout.targetCell(
      releasedAt: 100_000, velocity: 1000, proposedOffset: 131_745, snapping: .nearest,
      flingThreshold: 300)
    // The last cell whose anchor lies at most 131,745 - 32,768 = 98,977.
    #expect((toward0, towardEnd) == (458, 1376))
    #expect(layout.offset(ofCell: 1376) <= 98_977 && layout.offset(ofCell: 1377) > 98_977)
  }

  @Test(arguments: allDirections)
  func aTargetStaysOnACellInReachWhenNoneClearsTheMargin(
    direction: PickerLayoutDirection
  ) throws {
    // One row of 65,536 points in twice that, leading by 65,000: three laps, and only cell
    // 1's anchor lies in 0...65,536, within the margin of 16,384 of an end.
    let layout = try PickerLayout(
      viewportWidth: 131_072, itemWidths: [65_536], alignment: .leading(padding: 65_000),
      direction: direction, wrapsAround: true)
    #expect((layout.laps, layout.offsetRange, layout.wrapTargetMargin) == (3, 0...65_536, 16_384))
    let anchors: [Double] =
      direction == .leftToRight ? [-65_000, 536, 66_072] : [130_536, 65_000, -536]
    #expect((0..<3).map(layout.offset(ofCell:)) == anchors)
    // Whatever the release: cell 1, the cell in reach nearest to clearing the margin,
    // never cell 2, past the end, which clears it.
    let releases: [(offset: Double, velocity: Double, proposed: Double)] = [
      (0, -1000, 0), (536, 1000, 65_536), (65_536, 5000, 1e6), (30_000, 0, 30_000),
    ]
    for snapping in [SnapBehavior.nearest, .paging(maxItems: 1)] {
      let targets = releases.map {
        layout.targetCell(
          releasedAt: $0.offset, velocity: $0.velocity, proposedOffset: $0.proposed,
          snapping: snapping, flingThreshold: 300)
      }
      #expect(targets == [1, 1, 1, 1])
    }
  }
}
