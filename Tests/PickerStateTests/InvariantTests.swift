import PickerCheck
import Testing

@testable import PickerState

/// `invariantViolations()` stays empty on every state events can reach, and finds each kind
/// of broken state; every event sequence up to three long from each phase passes every check
/// the checker makes after an event (its `CheckedPicker`: I2 to I9, order, motion rules).
@Suite struct InvariantTests {
  // MARK: - States reached by events

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
      // The phase is reached through the checker too, so that its mirror of the host
      // knows what the host saw (where the finger lifted, what is highlighted).
      var start = CheckedPicker(PhaseFixture.start(on: layout, options: options))
      var failures: [String] = []
      for event in phase.events(on: layout) {
        if let failure = start.step(event).failure {
          failures.append("reaching \(phase): \(failure)")
        }
      }
      for first in events {
        for second in events {
          for third in events {
            var picker = start
            for event in [first, second, third] {
              if let failure = picker.step(event).failure {
                failures.append("\(options) \([first, second, third]) at \(event): \(failure)")
                break
              }
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
    dragging.motion = .dragging
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
    picker.motion = .dragging
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
    picker.motion = .animating(toward: 5, in: picker.layout)
    #expect(
      picker.invariantViolations() == [
        .animationTargetNotSelected(targetRow: 5, selectedRow: 3)
      ])
  }

  @Test func aGlideTowardAMissingRowIsFound() throws {
    var picker = PickerState(layout: try tenRows(), selectedRow: 3)
    for target in [10, -1, Int.max] {
      picker.motion = .gliding(toward: target, releasedAt: nil, in: picker.layout)
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
