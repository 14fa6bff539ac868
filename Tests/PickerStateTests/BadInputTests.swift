import PickerState
import Testing

/// Semantics 10, first half: every bad row and every non-finite number is rejected with
/// exactly one effect, and leaves the whole state as it was, in every phase.
@Suite struct BadInputTests {
  static let badRows = [-1, -2, Int.min, Int.max, 10, 11]

  /// Applies `event` and expects exactly `[.rejected(rejection)]` and no change at all.
  static func expectRejection(
    of event: PickerEvent, as rejection: PickerRejection, by picker: PickerState,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var after = picker
    let effects = after.update(event)
    #expect(Array(effects) == [.rejected(rejection)], sourceLocation: sourceLocation)
    #expect(after == picker, sourceLocation: sourceLocation)
    #expect(after.invariantViolations() == [], sourceLocation: sourceLocation)
  }

  // MARK: - Rows

  @Test(arguments: PhaseFixture.allCases, allDirections)
  func aRowOutsideThePickerIsRejectedInEveryPhase(
    phase: PhaseFixture, direction: PickerLayoutDirection
  ) throws {
    let picker = phase.state(on: try tenRows(.center, direction))
    for row in Self.badRows {
      let rejection = PickerRejection.rowOutOfRange(row: row, itemCount: 10)
      for event in [
        PickerEvent.select(row: row, animated: true), .select(row: row, animated: false),
        .tap(row: row),
      ] {
        Self.expectRejection(of: event, as: rejection, by: picker)
      }
    }
  }

  @Test func everyRowIsOutsideAnEmptyPicker() throws {
    let empty = try PickerLayout(viewportWidth: 300, itemWidth: 50, itemCount: 0)
    var dragging = PickerState(layout: empty)
    _ = dragging.feed(dragEvents(through: [25]))
    var gliding = dragging
    _ = gliding.update(.willEndDragging(velocity: 400, proposedOffset: 60))
    for picker in [PickerState(layout: empty), dragging, gliding] {
      for row in [0, 1, -1, Int.min, Int.max] {
        let rejection = PickerRejection.rowOutOfRange(row: row, itemCount: 0)
        Self.expectRejection(of: .select(row: row, animated: true), as: rejection, by: picker)
        Self.expectRejection(of: .tap(row: row), as: rejection, by: picker)
      }
    }
  }

  // MARK: - Numbers

  static let nonFinite: [(Double, NonFiniteValue)] = [
    (.nan, .nan), (-.nan, .nan), (.signalingNaN, .nan), (.infinity, .infinity),
    (-.infinity, .negativeInfinity),
  ]

  @Test(arguments: PhaseFixture.allCases, allDirections)
  func aNonFiniteOffsetIsRejectedInEveryPhase(
    phase: PhaseFixture, direction: PickerLayoutDirection
  ) throws {
    let picker = phase.state(on: try tenRows(.center, direction))
    for (value, kind) in Self.nonFinite {
      Self.expectRejection(
        of: .didScroll(offset: value), as: .nonFiniteNumber(field: .offset, value: kind),
        by: picker)
    }
  }

  @Test(arguments: PhaseFixture.allCases, allDirections)
  func aNonFiniteVelocityOrProposalIsRejectedInEveryPhase(
    phase: PhaseFixture, direction: PickerLayoutDirection
  ) throws {
    let picker = phase.state(on: try tenRows(.center, direction))
    for (value, kind) in Self.nonFinite {
      Self.expectRejection(
        of: .willEndDragging(velocity: value, proposedOffset: 120),
        as: .nonFiniteNumber(field: .velocity, value: kind), by: picker)
      Self.expectRejection(
        of: .willEndDragging(velocity: -250, proposedOffset: value),
        as: .nonFiniteNumber(field: .proposedOffset, value: kind), by: picker)
    }
  }

  @Test func nonFiniteNumbersAreRejectedByAnEmptyPickerToo() throws {
    let empty = try PickerLayout(viewportWidth: 300, itemWidths: [])
    var dragging = PickerState(layout: empty)
    _ = dragging.update(.willBeginDragging)
    for picker in [PickerState(layout: empty), dragging] {
      Self.expectRejection(
        of: .didScroll(offset: .nan), as: .nonFiniteNumber(field: .offset, value: .nan),
        by: picker)
      Self.expectRejection(
        of: .willEndDragging(velocity: .infinity, proposedOffset: 0),
        as: .nonFiniteNumber(field: .velocity, value: .infinity), by: picker)
      Self.expectRejection(
        of: .willEndDragging(velocity: 0, proposedOffset: -.infinity),
        as: .nonFiniteNumber(field: .proposedOffset, value: .negativeInfinity), by: picker)
    }
  }

  @Test func hugeButFiniteNumbersAreAccepted() throws {
    let layout = try tenRows()
    var picker = PickerState(layout: layout, selectedRow: 4)
    let huge = Double.greatestFiniteMagnitude
    let effects = picker.feedEach([
      .willBeginDragging, .didScroll(offset: -huge),
      .willEndDragging(velocity: huge, proposedOffset: huge),
    ])
    // A fling from a bounce past row 0 toward larger offsets, answered with `.nearest`: the
    // proposal lies past the last row.
    #expect(effects == [[], [.selectionFeedback], [.setTargetOffset(450)]])
    #expect(picker.offset == -huge)
    #expect(picker.invariantViolations() == [])
  }

  @Test func theKindOfANonFiniteNumberIsNamed() {
    #expect(NonFiniteValue(.nan) == .nan)
    #expect(NonFiniteValue(.signalingNaN) == .nan)
    #expect(NonFiniteValue(.infinity) == .infinity)
    #expect(NonFiniteValue(-.infinity) == .negativeInfinity)
    for finite in [0, -0.0, 1, -Double.greatestFiniteMagnitude, .leastNonzeroMagnitude] {
      #expect(NonFiniteValue(finite) == nil)
    }
  }
}
