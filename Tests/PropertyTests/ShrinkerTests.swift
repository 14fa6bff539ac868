import PickerCheck
import PickerState
import Testing

/// The shrinker's own tests: a bug planted in a toy is found and shrunk to its essence,
/// and a deliberately wrong property on the real generator shrinks to a minimal case.
/// Shrinking is deterministic, and shrinking a shrunk tape changes nothing.
///
/// The shrunk cases are pinned whole: a change in a generator or in the shrinker changes
/// them, which is worth a look (and then a new pin).
@Suite struct ShrinkerTests {
  // MARK: - A planted bug in a toy

  /// Case seeds are drawn from this seed, as a campaign draws them.
  static let toySearchSeed: UInt64 = 0x70_7e5e_ed
  /// The most toy cases the search may run before it must have found the bug.
  static let toySearchBudget = 1_000

  /// The first failing toy case among the seeds a campaign would draw, within budget.
  static func firstFailingToyCase() -> ToyCase? {
    var seeds = SplitMix64(seed: toySearchSeed)
    for _ in 0..<toySearchBudget {
      var choices = Choices(seed: seeds.next())
      let toyCase = ToyCase(&choices)
      if toyCase.run.failure != nil { return toyCase }
    }
    return nil
  }

  static func shrinkToy(_ tape: [UInt64], budget: Int = 20_000) -> Shrinker<ToyViolation> {
    Shrinker(tape, budget: budget) { ToyCase(replaying: $0).run }
  }

  @Test func aPlantedBugIsFoundWithinBudgetAndShrunkToThreeStepsOrFewer() throws {
    let found = try #require(
      Self.firstFailingToyCase(), "no failure in \(Self.toySearchBudget) cases")
    let shrunk = Self.shrinkToy(found.run.tape)
    #expect(shrunk.best.failure == .selectionOutOfRange)
    #expect(shrunk.best.stepStarts.count <= 3)
    // The whole shrunk case: select the last of two rows, then drop a row. One step from
    // a single row would be smaller still ([1, 0, 2]), but with one row the selection's
    // choice disappears and every later choice shifts; the shrinker deletes whole steps
    // and lowers single choices, so this is where it stops.
    let toyCase = ToyCase(replaying: shrunk.best.tape)
    #expect(toyCase.start == ToyPicker(count: 2, selected: 0))
    #expect(toyCase.events == [.select(row: 1), .shrink])
    #expect(shrunk.best.tape == [2, 0, 1, 0, 1, 2])
    #expect(shrunk.best.stepStarts == [3, 5])
  }

  @Test func shrinkingTwiceChangesNothing() throws {
    let found = try #require(Self.firstFailingToyCase())
    let shrunk = Self.shrinkToy(found.run.tape)
    let again = Self.shrinkToy(shrunk.best.tape)
    #expect(again.best.tape == shrunk.best.tape)
    #expect(again.best.stepStarts == shrunk.best.stepStarts)
    #expect(again.best.failure == shrunk.best.failure)
  }

  @Test func shrinkingIsDeterministic() throws {
    let found = try #require(Self.firstFailingToyCase())
    let first = Self.shrinkToy(found.run.tape)
    let second = Self.shrinkToy(found.run.tape)
    #expect(second.best.tape == first.best.tape)
    #expect(second.runs == first.runs)
  }

  @Test func aPassingTapeIsLeftAsItIs() {
    // Three rows, row 0, then grow and select row 1: nothing breaks.
    let passing: [UInt64] = [3, 0, 1, 1, 0, 1]
    let shrinker = Self.shrinkToy(passing)
    #expect(shrinker.best.failure == nil)
    #expect(shrinker.best.tape == passing)
    #expect(shrinker.runs == 1)
  }

  @Test func theShrinkerStopsAtItsBudget() throws {
    let found = try #require(Self.firstFailingToyCase())
    let shrinker = Self.shrinkToy(found.run.tape, budget: 3)
    #expect(shrinker.runs == 3)
    #expect(shrinker.best.failure == .selectionOutOfRange)
    #expect(shrinker.best.tape.count <= found.run.tape.count)
  }

  // MARK: - A wrong property on the real generator

  /// The wrong property most tests here shrink by.
  static let lastRow = WrongProperty.selectedTheLastOfThreeOrMoreRows

  @Test func aWrongPropertyShrinksToTwoHostileEvents() throws {
    let found = try #require(Self.lastRow.firstFailingCase(.hostile))
    let shrunk = Self.lastRow.shrink(found.run.tapeRun.tape, .hostile)
    #expect(shrunk.best.failure == .selectedTheLastOfThreeOrMoreRows)
    // Two events: a drag begins and reports offset 0, where a right-to-left strip shows its
    // last row, which live commits select. (Before the generators drew pages, the case
    // found then shrank to one event, a tap on the last row: the start's first choice now
    // has a bound of 104, so the seeds draw other cases.)
    let replayed = CaseRun(
      mode: .hostile, tape: shrunk.best.tape, maxEvents: Campaign.defaultMaxEventsPerCase)
    let layout = try PickerLayout(
      viewportWidth: 375, itemWidths: Array(repeating: 64, count: 4), direction: .rightToLeft)
    let expected = Scenario(
      layout: layout, options: PickerOptions(commitsSelectionWhileScrolling: true),
      selectedRow: 0, events: [.willBeginDragging, .didScroll(offset: 0)])
    #expect(replayed.scenario == expected)
    #expect(
      shrunk.best.tape == [
        0, 1, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 4, 0, 1, 2, 3, 0, 0,
      ])
    let again = Self.lastRow.shrink(shrunk.best.tape, .hostile)
    #expect(again.best.tape == shrunk.best.tape)
    #expect(again.best.stepStarts == shrunk.best.stepStarts)
  }

  @Test func aWrongPropertyShrinksToAOneMinimalHostCase() throws {
    let found = try #require(Self.lastRow.firstFailingCase(.host))
    let shrunk = Self.lastRow.shrink(found.run.tapeRun.tape, .host)
    #expect(shrunk.best.failure == .selectedTheLastOfThreeOrMoreRows)
    // Two events on four rows right to left, with live commits: a drag begins, and a move
    // to offset 22 commits the last row (rule 6). (Before the generators drew pages, the
    // case found then shrank to a tap on the last row mid-drag.) Deleting halving chunks
    // and single steps alone stopped at six events: a gesture to the last row, with one
    // move of its drag more than it needed.
    let replayed = CaseRun(
      mode: .host, tape: shrunk.best.tape, maxEvents: Campaign.defaultMaxEventsPerCase)
    #expect(replayed.scenario.events == [.willBeginDragging, .didScroll(offset: 22)])
    #expect(
      shrunk.best.tape == [
        0, 1, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 4, 2, 1, 0, 0, 0,
        0, 1, 0, 0, 0, 0, 0, 0,
      ])
    #expect(shrunk.best.stepStarts.count < found.judged.stepStarts.count)
    // One-minimal: deleting any single step's choices loses the failure, or gives a run no
    // smaller in the shrinker's order (the rest of the tape may decode into a longer case).
    for step in shrunk.best.stepStarts.indices {
      let from = shrunk.best.stepStarts[step]
      let to =
        step + 1 < shrunk.best.stepStarts.count
        ? shrunk.best.stepStarts[step + 1] : shrunk.best.tape.count
      guard from < to else { continue }  // an echo draws no choice of its own
      var candidate = shrunk.best.tape
      candidate.removeSubrange(from..<to)
      let result = Self.lastRow.run(.host, tape: candidate)
      #expect(
        result.failure == nil || !result.isSmaller(than: shrunk.best), "without step \(step)")
    }
    let again = Self.lastRow.shrink(shrunk.best.tape, .host)
    #expect(again.best.tape == shrunk.best.tape)
    #expect(again.best.stepStarts == shrunk.best.stepStarts)
  }
}

extension ShrinkerTests {
  // MARK: - A failure on an event that draws no choices

  @Test func aStaleTimerFireShrinksToTheDragItArrivesIn() throws {
    let stale = WrongProperty.staleTimerFired
    let found = try #require(stale.firstFailingCase(.host))
    // The fire draws no choices, so the found case's tape ends where the fire's choices
    // would begin; its replay still delivers the fire, and fails as the case did.
    #expect(stale.run(.host, tape: found.judged.tape).failure == .staleTimerFired)
    #expect(found.judged.stepStarts.count == 98)
    let shrunk = stale.shrink(found.run.tapeRun.tape, .host)
    #expect(shrunk.best.failure == .staleTimerFired)
    let replayed = CaseRun(
      mode: .host, tape: shrunk.best.tape, maxEvents: Campaign.defaultMaxEventsPerCase)
    // From a start with autoplay on, a drag begins, which cancels the timer; the fire
    // queued before the cancel arrives next, stale.
    #expect(replayed.scenario.events == [.willBeginDragging, .autoAdvanceTimerFired])
    #expect(
      shrunk.best.tape == [
        35, 10, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 5, 0,
      ])
    #expect(shrunk.best.stepStarts == [48, 56])
    let again = stale.shrink(shrunk.best.tape, .host)
    #expect(again.best.tape == shrunk.best.tape)
  }
}

extension ShrinkerTests {
  // MARK: - A failure past a motion's owed frames

  @Test func aFailurePastAnAnimationsOwedFramesShrinksByAnotherStart() throws {
    // The option switched on mid-animation: off at the start (0), an animation (1), nine
    // frames, the switch (59), nine frames and the animation's end.
    let tape: [UInt64] = [0, 1] + Array(repeating: 0, count: 9) + [59]
    let found = AnimationToy.run(tape)
    #expect(found.failure == .animationEndedWithOptionOn)
    #expect(found.stepStarts.count == 21)
    let shrunk = Shrinker(tape) { AnimationToy.run($0) }
    // No deletion shortens the animation's frames, and no lower value switches the option
    // on sooner: the option on from the start does, with the switch deleted.
    #expect(shrunk.best.failure == .animationEndedWithOptionOn)
    #expect(shrunk.best.tape == [2, 1] + Array(repeating: 0, count: 18))
    #expect(shrunk.best.stepStarts.count == 20)
    let again = Shrinker(shrunk.best.tape) { AnimationToy.run($0) }
    #expect(again.best.tape == shrunk.best.tape)
  }
}

/// A toy whose animation owes its frames, as the scroll-view mode's does: once begun, it
/// runs 18 frames whatever the tape says, then ends, and an app action during it (a frame's
/// choice of 59) is a step of its own that advances no frame.
enum AnimationToy {
  /// The toy's one failure.
  enum Failure: Hashable, Sendable {
    /// An animation ended with the option on.
    case animationEndedWithOptionOn
  }

  static func run(_ tape: [UInt64]) -> TapeRun<Failure> {
    var choices = Choices(replaying: tape)
    var isOn = choices.int(below: 4) >= 2
    var framesLeft: Int?
    var starts: [Int] = []
    while (!choices.isExhausted || framesLeft != nil) && starts.count < 40 {
      starts.append(choices.count)
      guard let frames = framesLeft else {
        switch choices.int(below: 3) {
        case 1: framesLeft = 18
        case 2: isOn.toggle()
        default: break
        }
        continue
      }
      if frames == 0 {
        framesLeft = nil
        if isOn {
          return TapeRun(
            tape: choices.tape, stepStarts: starts, failure: .animationEndedWithOptionOn)
        }
      } else if choices.int(below: 60) == 59 {
        isOn.toggle()
      } else {
        framesLeft = frames - 1
      }
    }
    return TapeRun(tape: choices.tape, stepStarts: starts, failure: nil)
  }
}

// MARK: - The toy

/// What the toy's invariant found wrong.
enum ToyViolation: Hashable, Sendable {
  /// Rows but no selection.
  case noSelection
  /// A selection outside `0..<count`.
  case selectionOutOfRange
}

/// A toy picker: a row count and a selection, nil exactly when there are no rows.
struct ToyPicker: Hashable, Sendable {
  enum Event: Hashable, Sendable {
    case select(row: Int)
    case grow
    case shrink
    case clear
  }

  var count: Int
  var selected: Int?

  mutating func apply(_ event: Event) {
    switch event {
    case .select(let row):
      if row >= 0 && row < count { selected = row }
    case .grow:
      count += 1
      if selected == nil { selected = 0 }
    case .shrink:
      guard count > 0 else { return }
      // The planted bug: the selection is not clamped into the fewer rows. The fix:
      // `selected = count == 0 ? nil : selected.map { min($0, count - 1) }` after this.
      count -= 1
    case .clear:
      count = 0
      selected = nil
    }
  }

  /// The toy's invariant: nil exactly when there are no rows, otherwise in range.
  var violation: ToyViolation? {
    guard let selected else { return count == 0 ? nil : .noSelection }
    return selected >= 0 && selected < count ? nil : .selectionOutOfRange
  }
}

/// One toy case drawn through ``Choices``, the way `CaseRun` draws a real one: the start,
/// the length, then each event, with the invariant checked after every event.
struct ToyCase {
  static let maxSteps = 30

  var start: ToyPicker
  var events: [ToyPicker.Event] = []
  var run: TapeRun<ToyViolation>

  init(_ choices: inout Choices) {
    let count = choices.int(below: 5)
    start = ToyPicker(count: count, selected: count > 0 ? choices.int(below: count) : nil)
    let length = choices.int(in: 1...Self.maxSteps)
    var toy = start
    var starts: [Int] = []
    var failure: ToyViolation?
    while failure == nil && events.count < length && !choices.isExhausted {
      starts.append(choices.count)
      let event: ToyPicker.Event
      switch choices.int(below: 4) {
      case 0: event = .select(row: choices.int(below: toy.count + 1))
      case 1: event = .grow
      case 2: event = .shrink
      default: event = .clear
      }
      events.append(event)
      toy.apply(event)
      failure = toy.violation
    }
    run = TapeRun(tape: choices.tape, stepStarts: starts, failure: failure)
  }

  init(replaying tape: [UInt64]) {
    var choices = Choices(replaying: tape)
    self.init(&choices)
  }
}
