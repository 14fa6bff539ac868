import PickerCheck
import Testing

@testable import PickerState

/// Live data from random states: every invariant holds after every `rowsChanged`, and the
/// checker's oracle, stepping the same events, finds nothing to report.
@Suite struct RowsChangedInvariantTests {
  /// A reproducible source of choices (the checker's generator, not the standard library's).
  struct Draw {
    var random: Xoshiro256StarStar

    mutating func int(_ range: ClosedRange<Int>) -> Int {
      range.lowerBound + Int(random.next(below: UInt64(range.count)))
    }

    mutating func chance(_ numerator: Int, in denominator: Int) -> Bool {
      int(0...(denominator - 1)) < numerator
    }

    mutating func double(_ range: ClosedRange<Double>) -> Double {
      let unit = Double(random.next() >> 11) / Double(1 << 53)
      return range.lowerBound + (range.upperBound - range.lowerBound) * unit
    }

    /// A layout of `count` rows, of one width or many, in any alignment and direction.
    mutating func layout(count: Int, wrapping: Bool, widths: [Double]?) throws -> PickerLayout {
      let alignment: PickerAlignment = [.center, .leading(padding: 12), .trailing(padding: 0)][
        int(0...2)]
      let direction: PickerLayoutDirection = chance(1, in: 2) ? .leftToRight : .rightToLeft
      guard let widths else {
        return try PickerLayout(
          viewportWidth: 300, itemWidth: 50, itemCount: count, spacing: 4, alignment: alignment,
          direction: direction, wrapsAround: wrapping)
      }
      return try PickerLayout(
        viewportWidth: 300, itemWidths: widths, spacing: 4, alignment: alignment,
        direction: direction, wrapsAround: wrapping)
    }

    /// The events that take `picker` into a random phase.
    mutating func phaseEvents(for picker: PickerState) -> [PickerEvent] {
      let start = picker.offset
      let drag: [PickerEvent] = [
        .willBeginDragging, .didScroll(offset: start + double(-180...180)),
      ]
      let velocity = double(-2_000...2_000)
      switch int(0...4) {
      case 0:
        return []
      case 1:
        return drag
      case 2:
        return drag + [
          .willEndDragging(velocity: velocity, proposedOffset: start + velocity / 2),
          .didEndDragging(willDecelerate: true), .didScroll(offset: start + velocity / 8),
        ]
      case 3:
        return drag + [
          .didEndDragging(willDecelerate: true), .didScroll(offset: start + velocity / 8),
        ]
      default:
        let row = int(0...max(picker.layout.itemCount - 1, 0))
        return [.select(row: row, animated: true), .didScroll(offset: start + double(-90...90))]
      }
    }

    /// Valid changes of `count` rows: some removed, some moved, some inserted; with the
    /// number of rows after them.
    mutating func changes(of count: Int) throws -> (PickerRowChanges, newCount: Int) {
      var removed: [Int] = []
      var movedFrom: [Int] = []
      let removal = int(0...3)
      for row in 0..<count {
        if chance(removal, in: 6) {
          removed.append(row)
        } else if chance(1, in: 8) {
          movedFrom.append(row)
        }
      }
      if count > 0 && chance(1, in: 12) {
        removed = Array(0..<count)
        movedFrom = []
      }
      let insertions = chance(1, in: 3) ? int(0...30) : int(0...3)
      let newCount = count - removed.count + insertions
      var arriving: [Int] = []
      var free = Array(0..<newCount)
      for _ in 0..<(insertions + movedFrom.count) {
        arriving.append(free.remove(at: int(0...(free.count - 1))))
      }
      let moves = zip(movedFrom, arriving.suffix(movedFrom.count)).map {
        PickerRowMove(from: $0, to: $1)
      }
      let changes = try PickerRowChanges(
        removed: removed, inserted: Array(arriving.prefix(insertions)), moved: moves)
      return (changes, newCount)
    }
  }

  @Test func everyInvariantHoldsAndTheOracleAgreesAfterRandomChangesFromRandomStates() throws {
    var draw = Draw(random: Xoshiro256StarStar(seed: 0x5eed_28))
    for index in 0..<3_000 {
      let count = draw.int(0...14)
      let wrapping = draw.chance(1, in: 4)
      let variable = draw.chance(1, in: 2)
      let widths = variable ? (0..<count).map { _ in Double(draw.int(8...90)) } : nil
      let layout = try draw.layout(count: count, wrapping: wrapping, widths: widths)
      let options = PickerOptions(
        snapping: draw.chance(1, in: 3) ? .paging(maxItems: draw.int(1...3)) : .nearest,
        commitsSelectionWhileScrolling: draw.chance(1, in: 5),
        minimumAnimatedDistance: draw.chance(1, in: 4) ? 40 : 1,
        autoAdvanceInterval: draw.chance(1, in: 3) ? 3 : nil)
      let selected = draw.int(0...max(count - 1, 0))
      var checked = CheckedPicker(
        PickerState(layout: layout, selectedRow: selected, options: options))
      for event in draw.phaseEvents(for: checked.state) {
        let step = checked.step(event)
        try #require(step.failure == nil, "case \(index): \(event)")
      }
      let (changes, newCount) = try draw.changes(of: count)
      let newWidths = variable ? (0..<newCount).map { _ in Double(draw.int(8...90)) } : nil
      // Now and then a change that does not fit, which must be rejected.
      let mismatch = draw.chance(1, in: 20) ? 1 : 0
      let newLayout = try draw.layout(
        count: newCount + mismatch, wrapping: draw.chance(1, in: 8) ? !wrapping : wrapping,
        widths: newWidths.map { $0 + Array(repeating: 20, count: mismatch) })
      let event = PickerEvent.rowsChanged(changes, layout: newLayout)
      let step = checked.step(event)
      #expect(step.failure == nil, "case \(index): \(step.before) then \(event)")
      #expect(step.after.invariantViolations() == [], "case \(index)")
      #expect(!step.effects.contains(.selectionFeedback), "case \(index)")
      // The motion goes on to its end as a host carries it.
      for next in [PickerEvent.didEndDecelerating, .didEndScrollingAnimation] {
        let after = checked.step(next)
        #expect(after.failure == nil, "case \(index): \(next) after \(event)")
      }
    }
  }
}
