import Foundation
import Testing

@testable import PickerState

/// P1 and P3: a contained strip's insets, range, natural and resting offsets, and the row
/// under the anchor, for every alignment, padding and direction, against formulas written
/// out here; and what containment leaves alone (anchored, wrapping and empty layouts, the
/// session format).
@Suite struct ContainedLayoutTests {
  typealias Extent = LayoutGeometryTests.Extent

  // MARK: - P1: insets and range

  @Test func cardsThatOverflowEndAtTheirOuterRowsPlusThePadding() throws {
    let layout = try PickerLayout(
      viewportWidth: 375, itemWidth: 100, itemCount: 10, spacing: 8,
      alignment: .leading(padding: 16), containment: .contained)
    // 10 cards and 9 gaps span 1,072 points; 16 on each side.
    #expect(
      Extent(layout)
        == Extent(leadingInset: 16, trailingInset: 16, contentWidth: 1104, offsetRange: 0...729))
    #expect(layout.frame(ofRow: 0) == PickerItemFrame(minX: 16, width: 100))
    #expect((0..<10).map(layout.naturalOffset(ofRow:)) == (0..<10).map { Double($0) * 108 })
    #expect(layout.rowOffsets == [0, 108, 216, 324, 432, 540, 648, 729, 729, 729])
  }

  @Test func rowsThatFitSitWhereTheAlignmentPutsTheirBlock() throws {
    // Three rows of 100, 10 apart: a block of 320 points in 375.
    let cases: [(PickerAlignment, PickerLayoutDirection, Extent, [Double])] = [
      (.center, .leftToRight, Extent(27.5, 27.5), [-110, 0, 110]),
      (.center, .rightToLeft, Extent(27.5, 27.5), [110, 0, -110]),
      (.leading(padding: 20), .leftToRight, Extent(20, 35), [0, 110, 220]),
      (.leading(padding: 20), .rightToLeft, Extent(20, 35), [0, -110, -220]),
      (.trailing(padding: 20), .leftToRight, Extent(35, 20), [-220, -110, 0]),
      (.trailing(padding: 20), .rightToLeft, Extent(35, 20), [220, 110, 0]),
    ]
    for (alignment, direction, extent, naturals) in cases {
      let layout = try PickerLayout(
        viewportWidth: 375, itemWidth: 100, itemCount: 3, spacing: 10, alignment: alignment,
        direction: direction, containment: .contained)
      #expect(Extent(layout) == extent, "\(alignment) \(direction)")
      #expect((0..<3).map(layout.naturalOffset(ofRow:)) == naturals, "\(alignment) \(direction)")
      #expect(layout.rowOffsets == [0, 0, 0], "\(alignment) \(direction)")
    }
  }

  @Test func aCentredCardWiderThanTheViewportRestsWhereItIsCentred() throws {
    let layout = try PickerLayout(
      viewportWidth: 300, itemWidths: [400, 100, 100], containment: .contained)
    #expect(
      Extent(layout)
        == Extent(leadingInset: 0, trailingInset: 0, contentWidth: 600, offsetRange: 0...300))
    #expect((0..<3).map(layout.naturalOffset(ofRow:)) == [50, 300, 400])
    #expect(layout.rowOffsets == [50, 300, 300])
  }

  @Test func aRowLessThanHalfAPointInsideAnEndRestsAtThatEnd() throws {
    let layout = try PickerLayout(
      viewportWidth: 100, itemWidths: [0.3, 100, 100, 0.3], alignment: .leading(),
      containment: .contained)
    let upper = layout.offsetRange.upperBound
    let starts: [Double] = [0, 0.3, 0.3 + 100.0, 0.3 + 100.0 + 100.0]
    #expect((0..<4).map(layout.naturalOffset(ofRow:)) == starts)
    let end: Double = starts[3] + 0.3 - 100
    #expect(upper == end)
    // 0.3 from 0 rests at 0; 100.3 is 0.3 from the end and rests there.
    #expect(layout.rowOffsets == [0, 0, upper, upper])
  }

  @Test func onARangeShorterThanAPointRowsRestAtTheNearerEndATieAtZero() throws {
    // Row 1's natural offset, 0.25, lies halfway along a range of half a point.
    let tie = try PickerLayout(
      viewportWidth: 100, itemWidths: [0.25, 100.25], alignment: .leading(),
      containment: .contained)
    #expect(tie.offsetRange == 0...0.5)
    #expect(tie.rowOffsets == [0, 0])
    let apart = try PickerLayout(
      viewportWidth: 100, itemWidths: [50, 50.5], alignment: .leading(), containment: .contained)
    #expect(apart.rowOffsets == [0, 0.5])
  }

  @Test(arguments: allAlignments, allDirections)
  func everyContainedLayoutFollowsTheFormulas(
    alignment: PickerAlignment, direction: PickerLayoutDirection
  ) throws {
    for layout in try containedSweepLayouts(alignment, direction) where layout.itemCount > 0 {
      let widths = (0..<layout.itemCount).map { layout.frame(ofRow: $0).width }
      let span = widths.reduce(0, +) + Double(layout.itemCount - 1) * layout.spacing
      let padding: Double
      switch alignment {
      case .center: padding = 0
      case .leading(let value), .trailing(let value): padding = value
      }
      let fits = span + 2 * padding <= layout.viewportWidth
      let name = "\(layout)"
      if fits {
        #expect(layout.offsetRange == 0...0, "\(name)")
        #expect(layout.contentWidth == layout.viewportWidth, "\(name)")
        #expect(
          close(layout.leadingInset + span + layout.trailingInset, layout.viewportWidth),
          "\(name)")
      } else {
        #expect(layout.leadingInset == padding && layout.trailingInset == padding, "\(name)")
        #expect(close(layout.contentWidth, span + 2 * padding), "\(name)")
      }
      let anchor = LayoutGeometryTests.viewportAnchor(layout)
      let upper = layout.offsetRange.upperBound
      for row in 0..<layout.itemCount {
        let natural = layout.naturalOffset(ofRow: row)
        let frame = layout.frame(ofRow: row)
        #expect(
          close(natural, LayoutGeometryTests.rowAnchor(frame, in: layout) - anchor),
          "\(name) row \(row)")
        #expect(layout.offset(ofRow: row) == Self.rest(natural, upper), "\(name) row \(row)")
        #expect(layout.offset(ofCell: row) == layout.offset(ofRow: row), "\(name) row \(row)")
      }
      // Row 0 sits at the leading end: the left one left to right, the right one otherwise.
      let first = layout.frame(ofRow: 0)
      let leadingGap =
        direction == .leftToRight ? first.minX : layout.contentWidth - first.minX - first.width
      #expect(close(leadingGap, layout.leadingInset), "\(name)")
    }
  }

  /// P1's resting offset of a natural offset, written out.
  static func rest(_ natural: Double, _ upper: Double) -> Double {
    if upper < 1 {
      let clamped = min(max(natural, 0), upper)
      return clamped - 0 <= upper - clamped ? 0 : upper
    }
    if natural < 0.5 { return 0 }
    if natural > upper - 0.5 { return upper }
    return natural
  }

  private func close(_ a: Double, _ b: Double) -> Bool {
    abs(a - b) <= 1e-9 * max(1, abs(a), abs(b))
  }

  // MARK: - P3: the row under the anchor

  @Test(arguments: allAlignments, allDirections)
  func theRowUnderTheAnchorIsTheNearestByNaturalOffset(
    alignment: PickerAlignment, direction: PickerLayoutDirection
  ) throws {
    for layout in try containedSweepLayouts(alignment, direction) where layout.itemCount > 0 {
      for offset in layout.containedProbeOffsets {
        let target = min(max(offset, 0), layout.offsetRange.upperBound)
        let distances = (0..<layout.itemCount).map {
          abs(layout.naturalOffset(ofRow: $0) - target)
        }
        // Distances that round alike (an offset a few ulps off a midpoint) are told apart
        // exactly by the layout: any of them may be the answer; a real tie is tested below.
        let nearest = distances.indices.filter { distances[$0] == distances.min() }
        let answer = try #require(layout.nearestRow(toOffset: offset))
        #expect(nearest.contains(answer), "\(layout) at \(offset)")
      }
    }
  }

  @Test func atOffsetZeroTheRowNearestTheAnchorMayRestAtTheNextSnap() throws {
    // Centred cards 300 wide in a 375-point viewport: row 0's natural offset is -37.5,
    // row 1's is 262.5: at 0, row 0 is nearest; at 150, row 1 is, though it rests at 225.
    let layout = try PickerLayout(
      viewportWidth: 375, itemWidth: 300, itemCount: 2, containment: .contained)
    #expect(layout.offsetRange == 0...225)
    #expect(layout.rowOffsets == [0, 225])
    #expect(layout.nearestRow(toOffset: 0) == 0)
    #expect(layout.nearestRow(toOffset: 113) == 1)
    let fit = try PickerLayout(
      viewportWidth: 375, itemWidth: 100, itemCount: 3, spacing: 10, containment: .contained)
    #expect(fit.nearestRow(toOffset: 0) == 1)
    // Two rows as far from the anchor: the lower one, in both directions.
    for direction in allDirections {
      let even = try PickerLayout(
        viewportWidth: 375, itemWidth: 100, itemCount: 2, direction: direction,
        containment: .contained)
      #expect(even.nearestRow(toOffset: 0) == 0)
    }
    let picker = PickerState(layout: fit)
    #expect(picker.offset == 0 && picker.centeredRow == 1 && picker.selectedRow == 0)
    #expect(picker.invariantViolations() == [])
  }

  // MARK: - What containment leaves alone

  @Test(arguments: allAlignments, allDirections)
  func containmentChangesNothingOnAWrappingStrip(
    alignment: PickerAlignment, direction: PickerLayoutDirection
  ) throws {
    for widths in [[60.0, 60, 60], [40, 80, 20, 60], [500]] {
      let anchored = try PickerLayout(
        viewportWidth: 300, itemWidths: widths, spacing: 10, alignment: alignment,
        direction: direction, wrapsAround: true)
      let contained = try anchored.contained()
      #expect(contained.containment == .contained && contained != anchored)
      #expect(Extent(contained) == Extent(anchored))
      #expect(contained.cellCount == anchored.cellCount && contained.laps == anchored.laps)
      for cell in stride(from: 0, to: anchored.cellCount, by: 97) {
        #expect(contained.offset(ofCell: cell) == anchored.offset(ofCell: cell))
        #expect(contained.frame(ofCell: cell) == anchored.frame(ofCell: cell))
      }
      // Its snaps are its rows (SnapTests); its offsets are the anchored strip's.
      for row in widths.indices {
        #expect(contained.offset(ofRow: row) == anchored.offset(ofRow: row))
        #expect(contained.naturalOffset(ofRow: row) == anchored.offset(ofRow: row))
      }
      for offset in stride(from: 0, through: anchored.offsetRange.upperBound, by: 4099.5) {
        #expect(contained.nearestCell(toOffset: offset) == anchored.nearestCell(toOffset: offset))
      }
    }
  }

  @Test(arguments: allAlignments, allDirections)
  func anAnchoredLayoutsNaturalOffsetsAreWhereItsRowsRest(
    alignment: PickerAlignment, direction: PickerLayoutDirection
  ) throws {
    for layout in try sweepLayouts(alignment, direction) {
      #expect(layout.containment == .anchored)
      #expect((0..<layout.itemCount).map(layout.naturalOffset(ofRow:)) == layout.rowOffsets)
    }
  }

  @Test func anEmptyContainedLayoutIsAnEmptyAnchoredOne() throws {
    for alignment in allAlignments {
      let anchored = try PickerLayout(
        viewportWidth: 300, itemWidths: [], spacing: 8, alignment: alignment)
      let contained = try anchored.contained()
      #expect(Extent(contained) == Extent(anchored))
      #expect(contained.snapCount == 0 && contained.nearestSnap(toOffset: 0) == nil)
      #expect(contained.nearestRow(toOffset: 0) == nil)
      #expect(contained.containment == .contained && contained != anchored)
    }
  }

  @Test func layoutsThatDifferOnlyInContainmentAreDifferentValues() throws {
    let anchored = try tenRows()
    let contained = try anchored.contained()
    #expect(anchored != contained)
    #expect(Set([anchored, contained, try tenRows(), try anchored.contained()]).count == 2)
    #expect(try contained == anchored.contained())
  }

  // MARK: - Codable

  @Test func anAnchoredLayoutIsWrittenWithoutAContainmentKey() throws {
    let layout = try tenRows(.leading(padding: 8))
    let json = String(decoding: try JSONEncoder().encode(layout), as: UTF8.self)
    #expect(!json.contains("containment"))
    #expect(try JSONDecoder().decode(PickerLayout.self, from: Data(json.utf8)) == layout)
  }

  @Test func aContainedLayoutIsWrittenWithItsContainmentAndReadBack() throws {
    for layout in try containedSweepLayouts(.leading(padding: 20), .rightToLeft) {
      let data = try JSONEncoder().encode(layout)
      #expect(String(decoding: data, as: UTF8.self).contains(#""containment":"contained""#))
      #expect(try JSONDecoder().decode(PickerLayout.self, from: data) == layout)
    }
  }

  @Test func aLayoutWithoutAContainmentKeyReadsAsAnchored() throws {
    let json = #"""
      {"viewportWidth": 300, "itemWidth": 50, "itemCount": 10, "spacing": 0,
       "alignment": {"center": {}}, "direction": "leftToRight", "wrapsAround": false}
      """#
    #expect(try JSONDecoder().decode(PickerLayout.self, from: Data(json.utf8)) == tenRows())
    let contained = json.replacingOccurrences(
      of: #""wrapsAround": false"#, with: #""wrapsAround": false, "containment": "contained""#)
    #expect(
      try JSONDecoder().decode(PickerLayout.self, from: Data(contained.utf8))
        == tenRows().contained())
    let unknown = json.replacingOccurrences(
      of: #""wrapsAround": false"#, with: #""wrapsAround": false, "containment": "trimmed""#)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(PickerLayout.self, from: Data(unknown.utf8))
    }
  }
}

extension LayoutGeometryTests.Extent {
  /// An extent with these insets, whose content is the viewport (375 points) and whose
  /// range is `0...0`: rows that fit.
  init(_ leadingInset: Double, _ trailingInset: Double) {
    self.init(
      leadingInset: leadingInset, trailingInset: trailingInset, contentWidth: 375,
      offsetRange: 0...0)
  }
}
