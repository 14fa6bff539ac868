import Testing

@testable import PickerState

/// P2 and I12: the snaps of contained strips, counted and numbered in row order, against
/// naive scans over the rows; and an anchored or wrapping strip's snaps, which are its rows.
@Suite struct SnapTests {
  /// What a layout answers about its snaps, as one value.
  struct Snaps: Hashable {
    var offsets: [Double]
    var rows: [Range<Int>]
    var shown: [Int]

    init(offsets: [Double], rows: [Range<Int>], shown: [Int]) {
      self.offsets = offsets
      self.rows = rows
      self.shown = shown
    }

    init(_ layout: PickerLayout) {
      self.init(
        offsets: layout.snapOffsets, rows: (0..<layout.snapCount).map(layout.rows(ofSnap:)),
        shown: (0..<layout.snapCount).map(layout.row(ofSnap:)))
    }
  }

  @Test func cardsNearEitherEndShareThatEndsSnap() throws {
    let layout = try PageEventsTests.cards()
    #expect(
      Snaps(layout)
        == Snaps(
          offsets: [0, 108, 216, 324, 432, 540, 648, 729],
          rows: [0..<1, 1..<2, 2..<3, 3..<4, 4..<5, 5..<6, 6..<7, 7..<10],
          shown: [0, 1, 2, 3, 4, 5, 6, 7]))
    #expect((0..<10).map(layout.snap(ofRow:)) == [0, 1, 2, 3, 4, 5, 6, 7, 7, 7])
  }

  @Test func aRightToLeftStripNumbersItsSnapsFromTheRight() throws {
    let layout = try PageEventsTests.cards(.rightToLeft)
    #expect(
      Snaps(layout)
        == Snaps(
          offsets: [729, 621, 513, 405, 297, 189, 81, 0],
          rows: [0..<1, 1..<2, 2..<3, 3..<4, 4..<5, 5..<6, 6..<7, 7..<10],
          shown: [0, 1, 2, 3, 4, 5, 6, 7]))
  }

  @Test func rowsThatFitShareOneSnapShownByTheRowNearestTheAnchor() throws {
    let centred = try PickerLayout(
      viewportWidth: 375, itemWidth: 100, itemCount: 3, spacing: 10, containment: .contained)
    #expect(Snaps(centred) == Snaps(offsets: [0], rows: [0..<3], shown: [1]))
    let leading = try PickerLayout(
      viewportWidth: 375, itemWidth: 100, itemCount: 3, alignment: .leading(padding: 20),
      direction: .rightToLeft, containment: .contained)
    #expect(Snaps(leading) == Snaps(offsets: [0], rows: [0..<3], shown: [0]))
    // Two rows equally far from the anchor: the lower row shows the snap.
    let even = try PickerLayout(
      viewportWidth: 375, itemWidth: 100, itemCount: 2, containment: .contained)
    #expect(Snaps(even) == Snaps(offsets: [0], rows: [0..<2], shown: [0]))
    let evenRightToLeft = try PickerLayout(
      viewportWidth: 375, itemWidth: 100, itemCount: 2, direction: .rightToLeft,
      containment: .contained)
    #expect(Snaps(evenRightToLeft) == Snaps(offsets: [0], rows: [0..<2], shown: [0]))
  }

  @Test func aCardWiderThanTheViewportLeavesNoSnapAtZero() throws {
    let layout = try PickerLayout(
      viewportWidth: 300, itemWidths: [400, 100, 100], containment: .contained)
    #expect(Snaps(layout) == Snaps(offsets: [50, 300], rows: [0..<1, 1..<3], shown: [0, 1]))
    #expect(layout.nearestSnap(toOffset: 0) == 0)
    #expect(layout.nearestSnap(toOffset: 175) == 0)  // a tie: the lower snap
    #expect(layout.nearestSnap(toOffset: 175.5) == 1)
    #expect(layout.nearestSnap(toOffset: 1e9) == 1)
  }

  @Test func aRightToLeftTieGoesToTheLowerSnapOnTheRight() throws {
    let layout = try PickerLayout(
      viewportWidth: 300, itemWidths: [400, 100, 100], direction: .rightToLeft,
      containment: .contained)
    // Mirrored: row 0 rests at 250, rows 1 and 2 at 0.
    #expect(Snaps(layout) == Snaps(offsets: [250, 0], rows: [0..<1, 1..<3], shown: [0, 1]))
    #expect(layout.nearestSnap(toOffset: 125) == 0)
    #expect(layout.nearestSnap(toOffset: 124.5) == 1)
  }

  @Test func nonFiniteOffsetsHaveNoNearestSnap() throws {
    let layouts = [
      try tenRows().contained(), try tenRows(), try fourVariableRows().contained(),
      try PickerLayout(viewportWidth: 300, itemWidth: 60, itemCount: 5, wrapsAround: true),
    ]
    for layout in layouts {
      for offset in [Double.nan, .infinity, -.infinity, -Double.nan] {
        #expect(layout.nearestSnap(toOffset: offset) == nil, "\(layout) at \(offset)")
      }
    }
  }

  @Test(arguments: allAlignments, allDirections)
  func anAnchoredOrWrappingStripsSnapsAreItsRows(
    alignment: PickerAlignment, direction: PickerLayoutDirection
  ) throws {
    var layouts = try sweepLayouts(alignment, direction)
    let wrapping = try PickerLayout(
      viewportWidth: 300, itemWidths: [40, 80, 20, 60], spacing: 10, alignment: alignment,
      direction: direction, wrapsAround: true)
    // Containment changes nothing on a wrapping strip.
    layouts += [wrapping, try wrapping.contained()]
    for layout in layouts {
      let rows = 0..<layout.itemCount
      #expect(layout.snapCount == layout.itemCount)
      #expect(
        Snaps(layout)
          == Snaps(
            offsets: layout.rowOffsets, rows: rows.map { $0..<($0 + 1) }, shown: Array(rows)))
      #expect(rows.map(layout.snap(ofRow:)) == Array(rows))
      for offset in [-5, 0, 17.5, 100, 1e6] {
        #expect(layout.nearestSnap(toOffset: offset) == layout.nearestRow(toOffset: offset))
      }
    }
  }

  // MARK: - Against naive scans, I12

  @Test(arguments: allAlignments, allDirections)
  func snapsAreTheDistinctRestingOffsetsInRowOrder(
    alignment: PickerAlignment, direction: PickerLayoutDirection
  ) throws {
    for layout in try containedSweepLayouts(alignment, direction) {
      let rows = 0..<layout.itemCount
      // Naively: runs of equal resting offsets, in row order.
      var expected: [(offset: Double, rows: Range<Int>)] = []
      for row in rows {
        let offset = layout.offset(ofRow: row)
        if let last = expected.last, last.offset == offset {
          expected[expected.count - 1].rows = last.rows.lowerBound..<(row + 1)
        } else {
          expected.append((offset, row..<(row + 1)))
        }
      }
      let shown = expected.map { snap in
        snap.rows.min { a, b in
          let da = abs(layout.naturalOffset(ofRow: a) - snap.offset)
          let db = abs(layout.naturalOffset(ofRow: b) - snap.offset)
          return da < db || (da == db && a < b)
        }!
      }
      let name = "\(layout)"
      #expect(
        Snaps(layout)
          == Snaps(offsets: expected.map(\.offset), rows: expected.map(\.rows), shown: shown),
        "\(name)")
      // I12: each row's snap rests where the row does; offsets strictly monotonic.
      for row in rows {
        #expect(layout.offset(ofSnap: layout.snap(ofRow: row)) == layout.offset(ofRow: row))
        #expect(layout.rows(ofSnap: layout.snap(ofRow: row)).contains(row), "\(name) \(row)")
      }
      let offsets = layout.snapOffsets
      let ordered = zip(offsets, offsets.dropFirst()).allSatisfy {
        direction == .leftToRight ? $0 < $1 : $0 > $1
      }
      #expect(ordered, "\(name): \(offsets)")
      #expect(offsets.allSatisfy { layout.offsetRange.contains($0) }, "\(name)")
      for (snap, shownRow) in shown.enumerated() {
        #expect(layout.rows(ofSnap: snap).contains(shownRow))
      }
    }
  }

  @Test(arguments: allAlignments, allDirections)
  func theNearestSnapIsTheNearestRestingOffsetTheLowerOnATie(
    alignment: PickerAlignment, direction: PickerLayoutDirection
  ) throws {
    for layout in try containedSweepLayouts(alignment, direction) where layout.itemCount > 0 {
      let offsets = layout.snapOffsets
      for offset in layout.containedProbeOffsets {
        let target = min(max(offset, 0), layout.offsetRange.upperBound)
        var expected = 0
        for snap in offsets.indices.dropFirst()
        where abs(offsets[snap] - target) < abs(offsets[expected] - target) {
          expected = snap
        }
        #expect(layout.nearestSnap(toOffset: offset) == expected, "\(layout) at \(offset)")
      }
    }
  }
}
