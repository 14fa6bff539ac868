import Testing

@testable import PickerState

/// `invariantViolations()` stays empty on every state events can reach, and finds each kind
/// of broken state; every event sequence up to three long also keeps the invariants about
/// effects (I2, I4 to I9) and their order.
@Suite struct InvariantTests {
  // MARK: - States reached by events

  /// How an effect ranks in the order DESIGN.md gives; nil for `rejected`, which comes alone.
  static func rank(_ effect: PickerEffect) -> Int? {
    switch effect {
    case .configure(_, isSelected: false): 0
    case .configure(_, isSelected: true): 1
    case .selectionChanged: 2
    case .scroll, .setTargetOffset: 3
    case .selectionFeedback: 4
    case .didEndScrolling: 5
    case .rejected: nil
    }
  }

  /// What is wrong with one update, checked from outside: an empty list when nothing is.
  static func problems(
    after event: PickerEvent, from before: PickerState, to after: PickerState,
    effects: [PickerEffect], highlighted: inout Set<Int>
  ) -> [String] {
    var problems: [String] = after.invariantViolations().map { "\($0)" }
    // Order.
    let ranks = effects.compactMap(rank)
    if ranks.count < effects.count {
      if effects.count != 1 { problems.append("a rejection with other effects") }
      if after != before { problems.append("I7: a rejection changed the state") }
    } else if ranks != ranks.sorted() {
      problems.append("effects out of order")
    }
    // I2: the cells' highlight, folded over the configure effects.
    if case .layoutChanged(let layout) = event {
      highlighted = highlighted.filter { $0 < layout.itemCount }
    }
    for case .configure(let row, let isSelected) in effects {
      if isSelected { highlighted.insert(row) } else { highlighted.remove(row) }
    }
    if highlighted != Set([after.selectedRow].compactMap { $0 }) {
      problems.append("I2: highlighted \(highlighted.sorted())")
    }
    // I4 and I6.
    let layout = after.layout
    let range = layout.offsetRange
    let isAnchor = { (offset: Double) in
      layout.nearestRow(toOffset: offset).map(layout.offset(ofRow:)) == offset
    }
    let isInRange = { (offset: Double) in
      offset.isFinite && range.contains(offset) && !(offset == 0 && offset.sign == .minus)
    }
    // A layout change keeps the row under a dragging finger in place: that scroll need only
    // be finite (a bounce may put it outside the range).
    let keepsRowUnderFinger: Bool
    if case .layoutChanged = event, before.phase == .dragging {
      keepsRowUnderFinger = true
    } else {
      keepsRowUnderFinger = false
    }
    let isBounceRelease =
      event == .didEndDragging(willDecelerate: false)
      && !before.layout.offsetRange.contains(before.offset)
    for effect in effects {
      switch effect {
      case .scroll(let offset, let animated):
        if keepsRowUnderFinger && !animated {
          if !offset.isFinite { problems.append("I4: \(effect) is not finite") }
        } else if !isAnchor(offset) || !isInRange(offset) {
          problems.append("I4: \(effect) is not an anchor in range")
        }
        let distance = abs(offset - before.offset)
        if animated && (distance == 0 || distance < after.options.minimumAnimatedDistance) {
          problems.append("I6: \(effect) is shorter than the minimum from \(before.offset)")
        }
        if animated && isBounceRelease && after.options.suppressesEdgeAnimation {
          problems.append("I6: an animated settle from a bounce at \(before.offset)")
        }
      case .setTargetOffset(let offset):
        guard case .willEndDragging(let velocity, _) = event else {
          problems.append("I4: \(effect) answers no release")
          continue
        }
        let here = min(max(before.offset, range.lowerBound), range.upperBound)
        if !isInRange(offset) || !(isAnchor(offset) || offset == here) {
          problems.append("I4: \(effect) is neither an anchor nor the release in range")
        }
        if (velocity > 0 && offset < here) || (velocity < 0 && offset > here) {
          problems.append("I4: \(effect) is against the velocity from \(here)")
        }
      default:
        continue
      }
    }
    // I5.
    let changes = effects.compactMap { effect -> Int?? in
      if case .selectionChanged(let row, _) = effect { return row }
      return nil
    }
    let expectedChanges: [Int?] =
      before.selectedRow == after.selectedRow ? [] : [after.selectedRow]
    if changes != expectedChanges { problems.append("I5: \(changes)") }
    // I9: didEndScrolling exactly when a drag, a glide or an animation ends idle with rows,
    // once, last, carrying the selected row.
    let ends = effects.filter { if case .didEndScrolling = $0 { true } else { false } }
    if before.phase != .idle, after.phase == .idle, let row = after.selectedRow {
      if ends != [.didEndScrolling(row: row)] || effects.last != .didEndScrolling(row: row) {
        problems.append("I9: \(ends) from \(before.phase) to idle")
      }
    } else if !ends.isEmpty {
      problems.append("I9: \(ends) from \(before.phase) to \(after.phase)")
    }
    return problems
  }

  /// Events for ``tenRows(_:_:)``, good and bad, including layout changes.
  static func alphabet(_ direction: PickerLayoutDirection) throws -> [PickerEvent] {
    let layout = try tenRows(.center, direction)
    let at = layout.offset(atRowPosition:)
    return [
      .select(row: 4, animated: true), .select(row: 9, animated: false), .tap(row: 0),
      .tap(row: 5), .willBeginDragging, .didScroll(offset: at(-1.2)),
      .didScroll(offset: at(3.4)), .didScroll(offset: at(9.6)),
      .willEndDragging(velocity: 800, proposedOffset: at(6.2)),
      .willEndDragging(velocity: -50, proposedOffset: at(1.1)),
      .didEndDragging(willDecelerate: true), .didEndDragging(willDecelerate: false),
      .didEndDecelerating, .didEndScrollingAnimation,
      .layoutChanged(
        try PickerLayout(
          viewportWidth: 300, itemWidth: 50, itemCount: 5, direction: direction)),
      .layoutChanged(try PickerLayout(viewportWidth: 300, itemWidths: [], direction: direction)),
      .layoutChanged(layout), .accessibilityIncrement, .select(row: -1, animated: true),
      .didScroll(offset: .nan),
    ]
  }

  static let optionVariants: [PickerOptions] = [
    PickerOptions(),
    PickerOptions(
      snapping: .paging(maxItems: 2), suppressesEdgeAnimation: false,
      commitsSelectionWhileScrolling: true),
  ]

  @Test(arguments: PhaseFixture.allCases, allDirections)
  func everySequenceOfThreeEventsKeepsEveryInvariant(
    phase: PhaseFixture, direction: PickerLayoutDirection
  ) throws {
    let events = try Self.alphabet(direction)
    let layout = try tenRows(.center, direction)
    for options in Self.optionVariants {
      let start = phase.state(on: layout, options: options)
      #expect(start.invariantViolations() == [])
      var failures: [String] = []
      for first in events {
        for second in events {
          for third in events {
            var picker = start
            var highlighted = Set([start.selectedRow].compactMap { $0 })
            var log: [[PickerEffect]] = []
            for event in [first, second, third] {
              let before = picker
              let effects = Array(picker.update(event))
              log.append(effects)
              let found = Self.problems(
                after: event, from: before, to: picker, effects: effects,
                highlighted: &highlighted)
              if !found.isEmpty {
                failures.append("\(options) \([first, second, third]) at \(event): \(found)")
              }
            }
            // I8: the same events from the same state give the same effects and state.
            var replay = start
            if replay.feedEach([first, second, third]) != log || replay != picker {
              failures.append("I8: \([first, second, third])")
            }
          }
        }
      }
      #expect(failures == [])
    }
  }

  @Test func aFreshPickerKeepsTheInvariantsOnEveryLayout() throws {
    for alignment in allAlignments {
      for direction in allDirections {
        for layout in try sweepLayouts(alignment, direction) {
          for row in [Int.min, -1, 0, 1, 3, 39, 40, Int.max] {
            let picker = PickerState(layout: layout, selectedRow: row)
            #expect(picker.invariantViolations() == [])
          }
        }
      }
    }
  }

  @Test func initClampsTheSelectionAndRestsOnIt() throws {
    let layout = try tenRows()
    #expect(PickerState(layout: layout, selectedRow: -5) == PickerState(layout: layout))
    #expect(
      PickerState(layout: layout, selectedRow: 99)
        == PickerState(
          layout: layout,
          selectedRow: 9))
    let picker = PickerState(layout: layout, selectedRow: 4)
    #expect(picker.selectedRow == 4 && picker.centeredRow == 4)
    #expect(picker.offset == 200 && picker.phase == .idle)
    let empty = PickerState(
      layout: try PickerLayout(viewportWidth: 300, itemWidth: 50, itemCount: 0), selectedRow: 3)
    #expect(empty.selectedRow == nil && empty.centeredRow == nil && empty.offset == 0)
  }

  // MARK: - Broken states are found

  @Test func aSelectionOutsideTheRowsIsFound() throws {
    let layout = try tenRows()
    var picker = PickerState(layout: layout, selectedRow: 3)
    picker.selectedRow = 10
    #expect(
      picker.invariantViolations() == [
        .selectionInconsistentWithItemCount(selectedRow: 10, itemCount: 10)
      ])
    picker.selectedRow = -1
    #expect(
      picker.invariantViolations() == [
        .selectionInconsistentWithItemCount(selectedRow: -1, itemCount: 10)
      ])
    picker.selectedRow = nil
    #expect(
      picker.invariantViolations() == [
        .selectionInconsistentWithItemCount(selectedRow: nil, itemCount: 10)
      ])
  }

  @Test func aSelectionWithoutRowsIsFound() throws {
    var picker = PickerState(
      layout: try PickerLayout(viewportWidth: 300, itemWidth: 50, itemCount: 0))
    picker.selectedRow = 0
    #expect(
      picker.invariantViolations() == [
        .selectionInconsistentWithItemCount(selectedRow: 0, itemCount: 0)
      ])
  }

  @Test func anIdlePickerAwayFromItsAnchorIsFound() throws {
    var picker = PickerState(layout: try tenRows(), selectedRow: 3)
    picker.offset = 160  // row 3 rests at 150; 160 is still nearest row 3
    #expect(
      picker.invariantViolations() == [
        .idleAwayFromSelectedAnchor(offset: 160, anchor: 150)
      ])
    var empty = PickerState(
      layout: try PickerLayout(viewportWidth: 300, itemWidth: 50, itemCount: 0))
    empty.offset = 12
    #expect(empty.invariantViolations() == [.idleAwayFromSelectedAnchor(offset: 12, anchor: 0)])
  }

  @Test func aNonFiniteOffsetIsFound() throws {
    var dragging = PickerState(layout: try tenRows(), selectedRow: 3)
    dragging.phase = .dragging
    dragging.offset = .nan
    #expect(dragging.invariantViolations() == [.nonFiniteOffset(.nan)])
    dragging.offset = -.infinity
    #expect(dragging.invariantViolations() == [.nonFiniteOffset(.negativeInfinity)])
    var idle = PickerState(layout: try tenRows(), selectedRow: 3)
    idle.offset = .infinity
    #expect(
      idle.invariantViolations() == [
        .nonFiniteOffset(.infinity), .idleAwayFromSelectedAnchor(offset: .infinity, anchor: 150),
      ])
  }

  @Test func aStaleCenteredRowIsFound() throws {
    var picker = PickerState(layout: try tenRows(), selectedRow: 3)
    picker.phase = .dragging
    picker.offset = 160
    picker.centeredRow = 1
    #expect(picker.invariantViolations() == [.staleCenteredRow(centeredRow: 1, nearestRow: 3)])
    picker.centeredRow = nil
    #expect(
      picker.invariantViolations() == [
        .staleCenteredRow(centeredRow: nil, nearestRow: 3)
      ])
  }

  @Test func anAnimationTowardAnotherRowIsFound() throws {
    var picker = PickerState(layout: try tenRows(), selectedRow: 3)
    picker.phase = .animating(targetRow: 5)
    #expect(
      picker.invariantViolations() == [
        .animationTargetNotSelected(targetRow: 5, selectedRow: 3)
      ])
  }

  @Test func aGlideTowardAMissingRowIsFound() throws {
    var picker = PickerState(layout: try tenRows(), selectedRow: 3)
    for target in [10, -1, Int.max] {
      picker.phase = .decelerating(targetRow: target)
      #expect(
        picker.invariantViolations() == [
          .decelerationTargetOutOfRange(targetRow: target, itemCount: 10)
        ])
    }
  }

  @Test func severalBrokenInvariantsAreAllFound() throws {
    var picker = PickerState(layout: try tenRows(), selectedRow: 3)
    picker.offset = 260  // nearest row 5
    picker.centeredRow = 3
    #expect(
      picker.invariantViolations() == [
        .idleAwayFromSelectedAnchor(offset: 260, anchor: 150),
        .staleCenteredRow(centeredRow: 3, nearestRow: 5),
      ])
  }

  @Test func violationsDescribeThemselvesWithTheirNumbers() {
    let descriptions: [(PickerInvariantViolation, String)] = [
      (
        .selectionInconsistentWithItemCount(selectedRow: nil, itemCount: 4),
        "I1: selectedRow nil with itemCount 4"
      ),
      (
        .idleAwayFromSelectedAnchor(offset: 160, anchor: 150),
        "I3: idle at offset 160.0, but the selected row rests at 150.0"
      ),
      (.nonFiniteOffset(.nan), "I7: the offset is nan"),
      (.staleCenteredRow(centeredRow: 1, nearestRow: 3), "centeredRow 1 but the nearest row is 3"),
      (
        .animationTargetNotSelected(targetRow: 5, selectedRow: 3),
        "animating toward row 5 while row 3 is selected"
      ),
      (
        .decelerationTargetOutOfRange(targetRow: 10, itemCount: 10),
        "decelerating toward row 10 of 10"
      ),
    ]
    for (violation, description) in descriptions {
      #expect(violation.description == description)
    }
  }
}
