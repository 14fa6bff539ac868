import PickerCheck
import PickerState
import Testing

/// Insets, extent, frames, anchors and the nearest-row and visible-rows queries, checked
/// against the formulas of the rules and against naive loops over every row.
@Suite struct LayoutGeometryTests {
  /// The extent of a layout as one value, so that a test compares all of it at once.
  struct Extent: Hashable {
    var leadingInset: Double
    var trailingInset: Double
    var contentWidth: Double
    var offsetRange: ClosedRange<Double>

    init(
      leadingInset: Double, trailingInset: Double, contentWidth: Double,
      offsetRange: ClosedRange<Double>
    ) {
      self.leadingInset = leadingInset
      self.trailingInset = trailingInset
      self.contentWidth = contentWidth
      self.offsetRange = offsetRange
    }

    init(_ layout: PickerLayout) {
      self.init(
        leadingInset: layout.leadingInset, trailingInset: layout.trailingInset,
        contentWidth: layout.contentWidth, offsetRange: layout.offsetRange)
    }
  }

  /// The rules' insets: centre `(W - w0)/2` and `(W - w_last)/2`; leading `padding` and
  /// `W - padding - w_last`; trailing `W - padding - w0` and `padding`.
  static func designInsets(
    _ alignment: PickerAlignment, viewportWidth: Double, first: Double, last: Double
  ) -> (leading: Double, trailing: Double) {
    switch alignment {
    case .center: ((viewportWidth - first) / 2, (viewportWidth - last) / 2)
    case .leading(let padding): (padding, viewportWidth - padding - last)
    case .trailing(let padding): (viewportWidth - padding - first, padding)
    }
  }

  /// Where the anchor lies in the viewport, from its left edge.
  static func viewportAnchor(_ layout: PickerLayout) -> Double {
    let width = layout.viewportWidth
    switch (layout.alignment, layout.direction) {
    case (.center, _): return width / 2
    case (.leading(let padding), .leftToRight), (.trailing(let padding), .rightToLeft):
      return padding
    case (.leading(let padding), .rightToLeft), (.trailing(let padding), .leftToRight):
      return width - padding
    }
  }

  /// Where a row's own anchor lies: its centre, leading edge or trailing edge.
  static func rowAnchor(_ frame: PickerItemFrame, in layout: PickerLayout) -> Double {
    switch (layout.alignment, layout.direction) {
    case (.center, _): frame.midX
    case (.leading, .leftToRight), (.trailing, .rightToLeft): frame.minX
    case (.leading, .rightToLeft), (.trailing, .leftToRight): frame.maxX
    }
  }

  // MARK: - Insets and extent

  @Test(arguments: allDirections)
  func uniformRowsGetTheDesignedInsetsForEveryAlignment(
    direction: PickerLayoutDirection
  ) throws {
    // 300 wide, rows 60 wide and 10 apart: 5 * 60 + 4 * 10 = 340 points of rows.
    let expected: [(PickerAlignment, Extent)] = [
      (
        .center,
        Extent(
          leadingInset: 120, trailingInset: 120, contentWidth: 580,
          offsetRange: 0...280)
      ),
      (
        .leading(padding: 0),
        Extent(
          leadingInset: 0, trailingInset: 240, contentWidth: 580,
          offsetRange: 0...280)
      ),
      (
        .leading(padding: 20),
        Extent(
          leadingInset: 20, trailingInset: 220, contentWidth: 580,
          offsetRange: 0...280)
      ),
      (
        .trailing(padding: 0),
        Extent(
          leadingInset: 240, trailingInset: 0, contentWidth: 580,
          offsetRange: 0...280)
      ),
      (
        .trailing(padding: 20),
        Extent(
          leadingInset: 220, trailingInset: 20,
          contentWidth: 580, offsetRange: 0...280)
      ),
    ]
    for (alignment, extent) in expected {
      #expect(Extent(try fiveRows(alignment, direction)) == extent, "\(alignment)")
    }
  }

  @Test(arguments: allDirections)
  func variableRowsTakeTheirInsetsFromTheFirstAndLastRow(
    direction: PickerLayoutDirection
  ) throws {
    // 200 wide, rows 40, 80, 20 and 60 wide and 10 apart: 230 points of rows.
    let expected: [(PickerAlignment, Extent)] = [
      (
        .center,
        Extent(
          leadingInset: 80, trailingInset: 70, contentWidth: 380,
          offsetRange: 0...180)
      ),
      (
        .leading(padding: 10),
        Extent(
          leadingInset: 10, trailingInset: 130, contentWidth: 370,
          offsetRange: 0...170)
      ),
      (
        .trailing(padding: 10),
        Extent(
          leadingInset: 150, trailingInset: 10,
          contentWidth: 390, offsetRange: 0...190)
      ),
    ]
    for (alignment, extent) in expected {
      #expect(Extent(try fourVariableRows(alignment, direction)) == extent, "\(alignment)")
    }
  }

  @Test(arguments: allAlignments, allDirections)
  func contentWidthIsTheInsetsRowsAndSpacing(
    alignment: PickerAlignment, direction: PickerLayoutDirection
  ) throws {
    let widths: [Double] = [31, 7, 90, 12, 12, 55]
    let layout = try PickerLayout(
      viewportWidth: 250, itemWidths: widths, spacing: 4, alignment: alignment,
      direction: direction)
    let insets = Self.designInsets(alignment, viewportWidth: 250, first: 31, last: 55)
    let content = insets.leading + 207 + 5 * 4 + insets.trailing
    let expected = Extent(
      leadingInset: insets.leading, trailingInset: insets.trailing, contentWidth: content,
      offsetRange: 0...(content - 250))
    #expect(Extent(layout) == expected)
  }

  @Test(arguments: allDirections)
  func rowsWiderThanTheViewportGetNegativeInsets(direction: PickerLayoutDirection) throws {
    let layout = try PickerLayout(
      viewportWidth: 100, itemWidth: 300, itemCount: 4, spacing: 7, direction: direction)
    // (100 - 300) / 2 on each side; 4 * 300 + 3 * 7 = 1221 points of rows.
    let expected = Extent(
      leadingInset: -100, trailingInset: -100, contentWidth: 1021, offsetRange: 0...921)
    #expect(Extent(layout) == expected)
  }

  @Test(arguments: allAlignments, allDirections)
  func anEmptyLayoutHasOnlyItsViewportToShow(
    alignment: PickerAlignment, direction: PickerLayoutDirection
  ) throws {
    let uniform = try PickerLayout(
      viewportWidth: 300, itemWidth: 50, itemCount: 0, spacing: 8, alignment: alignment,
      direction: direction)
    let variable = try PickerLayout(
      viewportWidth: 300, itemWidths: [], spacing: 8, alignment: alignment,
      direction: direction)
    for layout in [uniform, variable] {
      #expect(layout.itemCount == 0)
      #expect(layout.contentWidth == 300)
      #expect(layout.offsetRange == 0...0)
      #expect(layout.leadingInset + layout.trailingInset == 300)
      #expect(layout.nearestRow(toOffset: 0) == nil)
      #expect(layout.nearestRow(toOffset: 0, near: 0) == nil)
      #expect(layout.rows(intersecting: -.infinity...(.infinity)).isEmpty)
    }
  }

  @Test(arguments: allAlignments, allDirections)
  func aSingleRowRestsAtZeroWithAFixedRange(
    alignment: PickerAlignment, direction: PickerLayoutDirection
  ) throws {
    let layouts = [
      try PickerLayout(
        viewportWidth: 300, itemWidth: 44, itemCount: 1, spacing: 9, alignment: alignment,
        direction: direction),
      try PickerLayout(
        viewportWidth: 300, itemWidths: [44], spacing: 9, alignment: alignment,
        direction: direction),
    ]
    let insets = Self.designInsets(alignment, viewportWidth: 300, first: 44, last: 44)
    for layout in layouts {
      let expected = Extent(
        leadingInset: insets.leading, trailingInset: insets.trailing, contentWidth: 300,
        offsetRange: 0...0)
      #expect(Extent(layout) == expected)
      #expect(layout.offset(ofRow: 0) == 0)
      #expect(layout.frame(ofRow: 0).width == 44)
      for offset in [-1e9, -1, 0, 1, 1e9] {
        #expect(layout.nearestRow(toOffset: offset) == 0)
      }
    }
  }

  // MARK: - Frames

  @Test(arguments: allAlignments)
  func leftToRightFramesFollowTheLeadingInsetWithTheGivenWidthsAndSpacing(
    alignment: PickerAlignment
  ) throws {
    let layouts = [
      (try fourVariableRows(alignment), fourVariableWidths, 10.0),
      (try irregularRows(count: 40, alignment), irregularWidths(count: 40), 3),
    ]
    for (layout, widths, spacing) in layouts {
      var minX = layout.leadingInset
      for (row, width) in widths.enumerated() {
        #expect(layout.frame(ofRow: row) == PickerItemFrame(minX: minX, width: width))
        minX += width + spacing
      }
    }
    let uniform = try fiveRows(alignment)
    for row in 0..<5 {
      let frame = PickerItemFrame(minX: uniform.leadingInset + 70 * Double(row), width: 60)
      #expect(uniform.frame(ofRow: row) == frame)
    }
  }

  @Test(arguments: allAlignments)
  func rightToLeftFramesMirrorLeftToRightOnes(alignment: PickerAlignment) throws {
    let pairs = [
      (try fiveRows(alignment), try fiveRows(alignment, .rightToLeft)),
      (try fourVariableRows(alignment), try fourVariableRows(alignment, .rightToLeft)),
      (
        try irregularRows(count: 40, alignment),
        try irregularRows(count: 40, alignment, .rightToLeft)
      ),
    ]
    for (leftToRight, rightToLeft) in pairs {
      #expect(Extent(rightToLeft) == Extent(leftToRight))
      for row in 0..<leftToRight.itemCount {
        let mirrored = leftToRight.frame(ofRow: row)
        let expected = PickerItemFrame(
          minX: leftToRight.contentWidth - mirrored.maxX, width: mirrored.width)
        #expect(rightToLeft.frame(ofRow: row) == expected, "row \(row)")
      }
    }
  }

  // MARK: - Anchor offsets

  @Test(arguments: allAlignments, allDirections)
  func eachRowsAnchorMeetsTheViewportsAnchorAtItsOffset(
    alignment: PickerAlignment, direction: PickerLayoutDirection
  ) throws {
    for layout in try sweepLayouts(alignment, direction) {
      for row in 0..<layout.itemCount {
        let offset = layout.offset(ofRow: row)
        let rowAnchor = Self.rowAnchor(layout.frame(ofRow: row), in: layout)
        #expect(offset + Self.viewportAnchor(layout) == rowAnchor, "row \(row) of \(layout)")
        #expect(layout.offsetRange.contains(offset))
      }
    }
  }

  @Test(arguments: allAlignments)
  func uniformRowsRestOnePitchApart(alignment: PickerAlignment) throws {
    let leftToRight = try fiveRows(alignment)
    let rightToLeft = try fiveRows(alignment, .rightToLeft)
    #expect(leftToRight.rowOffsets == [0, 70, 140, 210, 280])
    #expect(rightToLeft.rowOffsets == [280, 210, 140, 70, 0])
  }

  @Test func variableRowsRestWhereTheirAnchorsMeetTheViewportsAnchor() throws {
    // Centres of rows 40, 80, 20, 60 wide and 10 apart, from the first row's centre.
    #expect(try fourVariableRows().rowOffsets == [0, 70, 130, 180])
    #expect(try fourVariableRows(.center, .rightToLeft).rowOffsets == [180, 110, 50, 0])
    // Left edges, from the first row's left edge.
    #expect(try fourVariableRows(.leading(padding: 10)).rowOffsets == [0, 50, 140, 170])
    // Right edges, from the first row's right edge.
    #expect(try fourVariableRows(.trailing(padding: 10)).rowOffsets == [0, 90, 120, 190])
  }

  @Test(arguments: allAlignments, allDirections)
  func theEndRowsRestExactlyAtTheEndsOfTheRange(
    alignment: PickerAlignment, direction: PickerLayoutDirection
  ) throws {
    let layouts =
      try sweepLayouts(alignment, direction) + [
        try irregularRows(count: 1000, alignment, direction),
        try PickerLayout(
          viewportWidth: 320, itemWidths: (1...300).map { 0.1 * Double($0) }, spacing: 0.3,
          alignment: alignment, direction: direction),
        try PickerLayout(
          viewportWidth: 375, itemWidth: 64.3, itemCount: 10_001, spacing: 10.1,
          alignment: alignment, direction: direction),
      ]
    for layout in layouts where layout.itemCount > 0 {
      let last = layout.itemCount - 1
      let ends = [layout.offset(ofRow: 0), layout.offset(ofRow: last)]
      let range = layout.offsetRange
      switch direction {
      case .leftToRight: #expect(ends == [0, range.upperBound])
      case .rightToLeft: #expect(ends == [range.upperBound, 0])
      }
      #expect(ends.allSatisfy { $0.sign == .plus || $0 != 0 }, "never -0.0")
    }
  }

  @Test(arguments: allAlignments, allDirections)
  func anchorsMoveOneWayAlongTheRows(
    alignment: PickerAlignment, direction: PickerLayoutDirection
  ) throws {
    for layout in try sweepLayouts(alignment, direction) {
      let anchors = layout.rowOffsets
      for (earlier, later) in zip(anchors, anchors.dropFirst()) {
        switch direction {
        case .leftToRight: #expect(earlier < later)
        case .rightToLeft: #expect(earlier > later)
        }
      }
    }
  }

  @Test(arguments: allAlignments)
  func rightToLeftAnchorsMirrorLeftToRightOnes(alignment: PickerAlignment) throws {
    let leftToRight = try sweepLayouts(alignment, .leftToRight)
    let rightToLeft = try sweepLayouts(alignment, .rightToLeft)
    for (forward, mirrored) in zip(leftToRight, rightToLeft) {
      let upper = forward.offsetRange.upperBound
      #expect(mirrored.rowOffsets == forward.rowOffsets.map { upper - $0 })
    }
  }

  // MARK: - Against a model worked out from the definitions

  @Test(arguments: allAlignments, allDirections)
  func theExtentFramesAndAnchorsMatchAModelWorkedOutFromTheDefinitions(
    alignment: PickerAlignment, direction: PickerLayoutDirection
  ) throws {
    for layout in try sweepLayouts(alignment, direction) {
      let naive = NaiveLayout(layout)
      let extent = Extent(
        leadingInset: naive.leadingInset, trailingInset: naive.trailingInset,
        contentWidth: naive.contentWidth, offsetRange: naive.offsetRange)
      #expect(Extent(layout) == extent, "\(layout.itemCount) rows")
      let frames = (0..<layout.itemCount).map { layout.frame(ofRow: $0) }
      #expect(frames == naive.frames, "\(layout.itemCount) rows")
      #expect(layout.rowOffsets == naive.anchors, "\(layout.itemCount) rows")
    }
  }

  /// The model reads only the rows' widths from a layout: they are the widths it was given,
  /// in row order, in both directions.
  @Test(arguments: allAlignments, allDirections)
  func theModelOfALayoutIsTheModelOfItsParameters(
    alignment: PickerAlignment, direction: PickerLayoutDirection
  ) throws {
    let fixtures: [(PickerLayout, viewport: Double, widths: [Double], spacing: Double)] = [
      (try fiveRows(alignment, direction), 300, Array(repeating: 60, count: 5), 10),
      (try fourVariableRows(alignment, direction), 200, fourVariableWidths, 10),
      (try irregularRows(count: 40, alignment, direction), 320, irregularWidths(count: 40), 3),
    ]
    for (layout, viewport, widths, spacing) in fixtures {
      let expected = NaiveLayout(
        viewportWidth: viewport, itemWidths: widths, spacing: spacing, alignment: alignment,
        direction: direction)
      #expect(NaiveLayout(layout) == expected)
    }
  }

  // MARK: - The nearest row

  @Test func theNearestRowBreaksATieTowardTheLowerRowLeftToRight() throws {
    let uniform = try fiveRows()  // anchors 0, 70, 140, 210, 280
    let probes: [(Double, Int)] = [
      (-5, 0), (0, 0), (34.9, 0), (35, 0), (35.0.nextUp, 1), (105, 1), (105.0.nextUp, 2),
      (245, 3), (280, 4), (300, 4), (1e300, 4), (-1e300, 0),
    ]
    for (offset, row) in probes {
      #expect(uniform.nearestRow(toOffset: offset) == row, "offset \(offset)")
    }
    let variable = try fourVariableRows()  // anchors 0, 70, 130, 180
    for (offset, row) in [(35.0, 0), (100, 1), (155, 2), (155.0.nextUp, 3), (181, 3)] {
      #expect(variable.nearestRow(toOffset: offset) == row, "offset \(offset)")
    }
  }

  @Test func theNearestRowBreaksATieTowardTheLowerRowRightToLeft() throws {
    let uniform = try fiveRows(.center, .rightToLeft)  // rows 4, 3, 2, 1, 0 at 0, 70, ...
    let probes: [(Double, Int)] = [
      (-5, 4), (0, 4), (34.9, 4), (35, 3), (35.0.nextDown, 4), (105, 2),
      (105.0.nextDown, 3), (245, 0), (280, 0), (1e300, 0), (-1e300, 4),
    ]
    for (offset, row) in probes {
      #expect(uniform.nearestRow(toOffset: offset) == row, "offset \(offset)")
    }
    let variable = try fourVariableRows(.center, .rightToLeft)  // rows 3, 2, 1, 0 at 0, 50, ...
    for (offset, row) in [(25.0, 2), (80, 1), (145, 0), (145.0.nextDown, 1), (-3, 3)] {
      #expect(variable.nearestRow(toOffset: offset) == row, "offset \(offset)")
    }
  }

  @Test(arguments: allDirections)
  func thereIsNoNearestRowForANonFiniteOffset(direction: PickerLayoutDirection) throws {
    for layout in [try fiveRows(.center, direction), try fourVariableRows(.center, direction)] {
      for offset in [Double.nan, .infinity, -.infinity, .signalingNaN] {
        #expect(layout.nearestRow(toOffset: offset) == nil)
        #expect(layout.nearestRow(toOffset: offset, near: 1) == nil)
      }
    }
  }

  /// Rows narrower than the smallest normal `Double` are valid, and their pitch has no
  /// finite reciprocal: the nearest row is found without the closed form, which trapped
  /// converting an infinity (found by the layout fuzzer).
  @Test(arguments: allAlignments, allDirections)
  func rowsOfASubnormalWidthHaveNearestRows(
    alignment: PickerAlignment, direction: PickerLayoutDirection
  ) throws {
    let width = Double.leastNonzeroMagnitude
    let layout = try PickerLayout(
      viewportWidth: 1, itemWidth: width, itemCount: 8, alignment: alignment,
      direction: direction)
    for row in 0..<8 {
      let offset = layout.offset(ofRow: row)
      #expect(layout.nearestRow(toOffset: offset) == row)
      #expect(layout.nearestRow(toOffset: offset, near: 0) == row)
    }
    let last = direction == .leftToRight ? 7 : 0
    #expect(layout.nearestRow(toOffset: 1) == last)
    #expect(layout.nearestRow(toOffset: -1) == 7 - last)
  }

  /// Hints no picker would pass, beside ordinary ones.
  static let hints: [Int] = [Int.min, -1, 0, 1, 2, 7, 39, 40, 1000, Int.max]

  @Test(arguments: allAlignments, allDirections)
  func theNearestRowMatchesALoopOverEveryRowWhateverTheHint(
    alignment: PickerAlignment, direction: PickerLayoutDirection
  ) throws {
    for layout in try sweepLayouts(alignment, direction) {
      let naive = NaiveLayout(layout)
      var mismatches: [String] = []
      for offset in layout.probeOffsets {
        let expected = naive.nearestRow(toOffset: offset)
        for hint in [nil] + Self.hints {
          let found =
            hint.map { layout.nearestRow(toOffset: offset, near: $0) }
            ?? layout.nearestRow(toOffset: offset)
          if found != expected {
            let answer = found.map(String.init) ?? "nil"
            mismatches.append("offset \(offset), hint \(String(describing: hint)): \(answer)")
          }
        }
      }
      #expect(mismatches == [], "\(layout.itemCount) rows")
    }
  }

  @Test(arguments: allDirections)
  func theNearestRowIsFoundAcrossTheLargestLayoutFromAnyHint(
    direction: PickerLayoutDirection
  ) throws {
    let count = PickerLayout.maximumItemCount
    let layout = try PickerLayout(
      viewportWidth: 10, itemWidth: 1, itemCount: count, direction: direction)
    #expect(layout.offsetRange == 0...Double(count - 1))
    // Row r rests at r left to right and at count - 1 - r right to left; 12345.5 is a tie.
    let lower = direction == .leftToRight ? 12_345 : count - 1 - 12_346
    let far = direction == .leftToRight ? count - 1 : 0
    let hints: [Int?] = [nil, Int.min, -1, 0, count / 2, count - 1, count, Int.max]
    for hint in hints {
      #expect(layout.nearestRow(toOffset: 12_345.5, near: hint) == lower)
      #expect(layout.nearestRow(toOffset: 1e300, near: hint) == far)
    }
  }

  // MARK: - Rows meeting a span

  @Test func rowsMeetingASpanIncludeARowThatStartsAtItsEndButNotOneThatEndsAtItsStart()
    throws
  {
    // Frames [120, 180), [190, 250), [260, 320), [330, 390), [400, 460).
    let layout = try fiveRows()
    let expected: [(ClosedRange<Double>, [Int])] = [
      (0...300, [0, 1, 2]),
      (0...120, [0]),
      (0...119.5, []),
      (180...190, [1]),
      (180...189, []),
      (181...189, []),
      (150...150, [0]),
      (179.5...400, [0, 1, 2, 3, 4]),
      (-.infinity...(.infinity), [0, 1, 2, 3, 4]),
      (-.infinity...(-.infinity), []),
      (.infinity...(.infinity), []),
      (-.infinity...0, []),
      (460...(.infinity), []),
      (459...(.infinity), [4]),
    ]
    for (span, rows) in expected {
      #expect(Array(layout.rows(intersecting: span)) == rows, "span \(span)")
    }
  }

  @Test func rowsMeetingASpanAreMirroredRightToLeft() throws {
    // Rows 4, 3, 2, 1, 0 at [120, 180), [190, 250), [260, 320), [330, 390), [400, 460).
    let layout = try fiveRows(.center, .rightToLeft)
    let expected: [(ClosedRange<Double>, [Int])] = [
      (0...300, [2, 3, 4]),
      (180...190, [3]),
      (181...189, []),
      (250...330, [1, 2]),
      (390...400, [0]),
      (-.infinity...(.infinity), [0, 1, 2, 3, 4]),
      (459...(.infinity), [0]),
    ]
    for (span, rows) in expected {
      #expect(Array(layout.rows(intersecting: span)) == rows, "span \(span)")
    }
  }

  @Test(arguments: allAlignments, allDirections)
  func rowsMeetingASpanMatchALoopOverEveryRow(
    alignment: PickerAlignment, direction: PickerLayoutDirection
  ) throws {
    for layout in try sweepLayouts(alignment, direction) {
      let naive = NaiveLayout(layout)
      var edges: Set<Double> = [-1e6, 0, layout.contentWidth, 1e6]
      for frame in naive.frames {
        edges.formUnion([frame.minX, frame.maxX, frame.midX, frame.minX - 1, frame.maxX + 1])
      }
      let sorted = edges.sorted()
      var mismatches: [ClosedRange<Double>] = []
      for (index, low) in sorted.enumerated() {
        var spans = [low...low, -.infinity...low, low...(.infinity)]
        spans += sorted[index..<min(index + 6, sorted.count)].map { low...$0 }
        spans.append(low...(low + layout.viewportWidth))
        for span in spans
        where Array(layout.rows(intersecting: span)) != naive.rows(intersecting: span) {
          mismatches.append(span)
        }
      }
      #expect(mismatches == [], "\(layout.itemCount) rows")
    }
  }
}

extension LayoutGeometryTests {
  /// A row far narrower than the target's `ulp` beside wide ones: the distances to two
  /// anchors round to the same number though one is nearer. `nearestRow` decides by the
  /// exact distances, as the model does. The layout the fuzzer found (kept in
  /// `Fuzz/FailCases/layout-subnormal-row-ties-rounded-distances`).
  /// (Right to left, its anchors coincide at double precision and it does not build.)
  @Test func distancesThatRoundAlikeAreComparedExactly() throws {
    let tiny = 5.392196673639022e-116
    let layout = try PickerLayout(
      viewportWidth: 0, itemWidths: [tiny, 1, 1, 1, 1, 1, 1, 399, tiny], spacing: 0,
      alignment: .leading(padding: Double(bitPattern: 0xff_0300_0000)))  // 5.411337938343e-312
    let naive = NaiveLayout(layout)
    var mismatches: [String] = []
    for step in -4...1000 {
      let offset = layout.offsetRange.lowerBound + Double(step) * 0.5
      let found = layout.nearestRow(toOffset: offset)
      if found != naive.nearestRow(toOffset: offset) {
        mismatches.append("\(offset): \(String(describing: found))")
      }
    }
    #expect(mismatches == [])
  }
}
