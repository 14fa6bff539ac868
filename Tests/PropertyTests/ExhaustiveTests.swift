import PickerState
import Testing

@testable import PickerCheck

/// The bounded-exhaustive mode: every state reachable from every small start within a few
/// events, each transition checked with every property, wrapping and contained strips
/// included.
@Suite struct ExhaustiveTests {
  /// Deep enough to reach every phase from every start (a drag, a release, a settle), to
  /// re-centre a wrapping strip at rest and at a drag, to fire autoplay's timer at rest
  /// after switching it on, and to judge coverage (more than `Coverage.eventsToJudge`
  /// transitions); 2 to 5 seconds in a debug build on two cores.
  static let depth = 3

  @Test func everyStateWithinThreeEventsOfASmallStartPassesEveryCheck() {
    let search = ExhaustiveSearch(depth: Self.depth, workers: 2)
    #expect(search.failure == nil, "\(search.failure.map(String.init(describing:)) ?? "")")
    // Deterministic counts: a change means the search, its alphabet or the reachable
    // states changed, which is worth a look (and then a new pin).
    #expect(search.statesExplored == 29_870)
    #expect(search.transitions == 255_152)
    // Every label the exhaustive mode owes, the wrap-around, autoplay and live-data labels
    // among them: a third of its transitions on wrapping strips.
    let wrapping = search.coverage.counts[Coverage.Label.wrapAround.rawValue]
    #expect(search.coverage.events == search.transitions)
    #expect(wrapping == 80_911)
    #expect(search.coverage.shortfalls == [], "\(search.coverage.table)")
  }

  /// The search shares its states among the starts: it reaches the states that the
  /// searches of each start on its own reach, all of them, and checks each of their
  /// transitions once. The model searches each start alone with a set per depth.
  @Test func theSharedSearchChecksEveryTransitionOfEachStartsOwnSearchOnce() {
    let depth = 2
    var states = Set<CheckedPicker>()
    var transitions = Set<Transition>()
    for start in ExhaustiveAlphabet.starts {
      let root = CheckedPicker(start.initialState)
      var reached: Set<CheckedPicker> = [root]
      var frontier = [root]
      for _ in 0..<depth {
        var next: [CheckedPicker] = []
        for picker in frontier {
          for (letter, event) in ExhaustiveAlphabet.events(for: picker.state).enumerated() {
            transitions.insert(Transition(from: picker, letter: letter))
            var child = picker
            _ = child.step(event)
            if reached.insert(child).inserted { next.append(child) }
          }
        }
        frontier = next
      }
      states.formUnion(reached)
    }
    for workers in [1, 2] {
      let search = ExhaustiveSearch(depth: depth, workers: workers)
      #expect(search.statesExplored == states.count)
      #expect(search.transitions == transitions.count)
    }
  }

  /// A transition of the model: the state it leaves and its event's place in the alphabet.
  private struct Transition: Hashable {
    let from: CheckedPicker
    let letter: Int
  }

  /// The alphabets the search keeps for the states alike in what an alphabet reads are
  /// the alphabets built for each state: every state within an event of a start, each
  /// looked up in one cache.
  @Test func aCachedAlphabetIsTheAlphabetOfEveryStateThatFindsIt() {
    var cache = ExhaustiveAlphabet.Cache()
    var frontier = ExhaustiveAlphabet.starts.map(\.initialState)
    var lookedUp = 0
    for _ in 0..<2 {
      var next: Set<PickerState> = []
      for state in frontier {
        let events = ExhaustiveAlphabet.events(for: state)
        // Compared by their text: the alphabet holds a non-finite offset, which equals
        // nothing, not even itself.
        #expect("\(cache.events(for: state))" == "\(events)")
        lookedUp += 1
        for event in events {
          var child = state
          _ = child.update(event)
          next.insert(child)
        }
      }
      frontier = Array(next)
    }
    // States share alphabets: far fewer built than looked up.
    #expect(cache.count < lookedUp * 3 / 5)
  }

  /// The layouts the search judges once are judged as the oracle judges any other: every
  /// layout its alphabets offer within an event of a start has the verdict of a fresh
  /// judgement, and meeting it again, built anew, returns the models worked out the first
  /// time.
  @Test func aLayoutJudgedOnceHasTheVerdictOfAFreshJudgement() throws {
    let judgedLayouts = EventOracle.JudgedLayouts()
    var layouts: [PickerLayout] = []
    for start in ExhaustiveAlphabet.starts {
      layouts.append(start.initialState.layout)
      for event in ExhaustiveAlphabet.events(for: start.initialState) {
        if case .layoutChanged(let layout) = event { layouts.append(layout) }
        if case .rowsChanged(_, let layout) = event { layouts.append(layout) }
      }
    }
    #expect(layouts.count > 100)
    for layout in layouts {
      let remembered = judgedLayouts.judged(layout)
      let fresh = EventOracle.JudgedLayout(layout)
      #expect(remembered.failure == fresh.failure)
      #expect(remembered.failure == nil)
      #expect((remembered.laps == nil) == (fresh.laps == nil))
      #expect((remembered.snapsOfLayout?.snaps) == fresh.snapsOfLayout?.snaps)
    }
    // The same layout built again is the same key: its models come back, not new ones.
    let wrapping = try PickerLayout(
      viewportWidth: 300, itemWidth: 40, itemCount: 3, spacing: 0, alignment: .center,
      direction: .leftToRight, wrapsAround: true)
    let first = try #require(judgedLayouts.judged(wrapping).laps)
    let again = try PickerLayout(
      viewportWidth: 300, itemWidth: 40, itemCount: 3, spacing: 0, alignment: .center,
      direction: .leftToRight, wrapsAround: true)
    #expect(judgedLayouts.judged(again).laps === first)
    // A fresh judgement builds models of its own.
    #expect(EventOracle.JudgedLayout(again).laps !== first)
  }
}

extension ExhaustiveTests {
  /// A path the search finds is reported as an exhaustive-mode tape: the start's index,
  /// the length, and each event's index into its state's alphabet. Replaying that tape
  /// gives back the start and exactly the path's events.
  @Test func aPathReplaysFromItsExhaustiveTape() throws {
    let startIndex = 40
    let eventIndices = [0, 9, 1, 13]
    let tape = [UInt64(startIndex), UInt64(eventIndices.count - 1)] + eventIndices.map(UInt64.init)
    let run = CaseRun(
      mode: .exhaustive, tape: tape, maxEvents: Campaign.defaultMaxEventsPerCase)
    let start = try #require(ExhaustiveAlphabet.starts.dropFirst(startIndex).first)
    var state = start.initialState
    var events: [PickerEvent] = []
    for index in eventIndices {
      let event = ExhaustiveAlphabet.events(for: state)[index]
      events.append(event)
      _ = state.update(event)
    }
    #expect(
      run.scenario
        == Scenario(
          layout: start.layout, options: start.options, selectedRow: start.selectedRow,
          events: events))
    #expect(run.tapeRun.tape == tape)
    #expect(run.failure == nil)
  }
}

extension ExhaustiveTests {
  /// Every state's alphabet fires autoplay's timer and switches autoplay on at the
  /// alphabet's interval or off, keeping the other options, so that A3 and I11 are judged
  /// on every small state.
  @Test func everyAlphabetFiresTheTimerAndTogglesAutoplay() {
    let off = PickerOptions(snapping: .paging(maxItems: 1), suppressesEdgeAnimation: false)
    var on = off
    on.autoAdvanceInterval = 2
    #expect(ExhaustiveAlphabet.autoplayToggled(off) == on)
    #expect(ExhaustiveAlphabet.autoplayToggled(on) == off)
    for start in ExhaustiveAlphabet.starts {
      let state = start.initialState
      let events = ExhaustiveAlphabet.events(for: state)
      #expect(events.contains(.autoAdvanceTimerFired))
      #expect(events.contains(.optionsChanged(ExhaustiveAlphabet.autoplayToggled(state.options))))
    }
  }
}
