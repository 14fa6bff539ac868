import PickerState
import Testing

/// `PickerEffects`, the inline collection `update` returns, and the size of events.
@Suite struct EffectsTests {
  static let six: [PickerEffect] = [
    .configure(row: 1, isSelected: false), .configure(row: 4, isSelected: true),
    .selectionChanged(row: 4, cause: .scroll), .scroll(toOffset: 200, animated: false),
    .scheduleAutoAdvance(after: 3), .didEndScrolling(row: 4),
  ]

  @Test func noEffectsIsEmpty() {
    let effects = PickerEffects()
    #expect(effects.isEmpty)
    #expect(effects.count == 0)
    #expect(effects == [])
    #expect(Array(effects) == [])
  }

  @Test func anArrayLiteralKeepsItsEffectsInOrder() {
    let effects: PickerEffects = [.selectionFeedback, .didEndScrolling(row: 2)]
    #expect(effects.count == 2)
    #expect(effects[0] == .selectionFeedback)
    #expect(effects[1] == .didEndScrolling(row: 2))
    #expect(Array(effects) == [.selectionFeedback, .didEndScrolling(row: 2)])
    #expect(effects.startIndex == 0 && effects.endIndex == 2)
  }

  @Test func equalityComparesEveryEffectInOrder() {
    let effects: PickerEffects = [.selectionFeedback, .didEndScrolling(row: 2)]
    #expect(effects == [.selectionFeedback, .didEndScrolling(row: 2)])
    #expect(effects != [.didEndScrolling(row: 2), .selectionFeedback])
    #expect(effects != [.selectionFeedback])
    #expect(effects != [.selectionFeedback, .didEndScrolling(row: 2), .selectionFeedback])
    #expect(effects != [.selectionFeedback, .didEndScrolling(row: 3)])
    #expect(PickerEffects() != [.selectionFeedback])
  }

  @Test func theCapacityHoldsTheLongestUpdate() {
    #expect(PickerEffects.capacity == 6)
    var appended = PickerEffects()
    for effect in Self.six { appended.append(effect) }
    #expect(appended.count == PickerEffects.capacity)
    #expect(Array(appended) == Self.six)
    let literal: PickerEffects = [
      .configure(row: 1, isSelected: false), .configure(row: 4, isSelected: true),
      .selectionChanged(row: 4, cause: .scroll), .scroll(toOffset: 200, animated: false),
      .scheduleAutoAdvance(after: 3), .didEndScrolling(row: 4),
    ]
    #expect(literal == appended)
  }

  /// A loop over the effects (their own iterator, which reads the first one apart) yields
  /// what their indices hold, for every count.
  @Test func aLoopReadsEveryEffectInOrder() {
    for count in 0...PickerEffects.capacity {
      var effects = PickerEffects()
      for effect in Self.six.prefix(count) { effects.append(effect) }
      var looped: [PickerEffect] = []
      for effect in effects { looped.append(effect) }
      #expect(looped == Array(Self.six.prefix(count)))
      #expect(looped == effects.indices.map { effects[$0] })
    }
  }

  @Test func appendingPastTheCapacityTraps() async {
    await #expect(processExitsWith: .failure) {
      var effects = PickerEffects()
      for _ in 0...PickerEffects.capacity { effects.append(.selectionFeedback) }
    }
  }

  @Test func equalEffectsHashAlike() {
    var first = PickerEffects()
    first.append(.setTargetOffset(50))
    first.append(.selectionFeedback)
    let second: PickerEffects = [.setTargetOffset(50), .selectionFeedback]
    #expect(first.hashValue == second.hashValue)
    let set: Set<PickerEffects> = [first, second, [.selectionFeedback], [], []]
    #expect(set == [[.setTargetOffset(50), .selectionFeedback], [.selectionFeedback], []])
  }

  @Test func theDescriptionSpellsTheEffectsAsALiteral() {
    let effects: PickerEffects = [
      .configure(row: 1, isSelected: true), .selectionFeedback,
      .selectionChanged(row: nil, cause: .reload),
    ]
    #expect(
      effects.description == """
        [configure(row: 1, isSelected: true), selectionFeedback, \
        selectionChanged(row: nil, cause: PickerState.SelectionCause.reload)]
        """)
    #expect(PickerEffects().description == "[]")
  }

  @Test func eventsStaySmall() {
    #expect(MemoryLayout<PickerEvent>.size <= 17)
  }

  @Test func aSettleFillsTheEffectsToCapacityInOrder() throws {
    let layout = try tenRows()
    let options = PickerOptions(autoAdvanceInterval: 3)
    var picker = PickerState(layout: layout, selectedRow: 4, options: options)
    _ = picker.feed(dragEvents(through: [-30]))
    let effects = picker.update(.didEndDragging(willDecelerate: false))
    #expect(effects.count == PickerEffects.capacity)
    #expect(
      effects == [
        .configure(row: 4, isSelected: false), .configure(row: 0, isSelected: true),
        .selectionChanged(row: 0, cause: .scroll), .scroll(toOffset: 0, animated: false),
        .scheduleAutoAdvance(after: 3), .didEndScrolling(row: 0),
      ])
  }
}
