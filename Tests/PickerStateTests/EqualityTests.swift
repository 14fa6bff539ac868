import Testing

@testable import PickerState

/// `PickerState` and `PickerLayout` compare field by field by hand: a stored property added
/// later, or one the comparison skips, must fail here rather than weaken every comparison
/// of two states (the property checker's determinism replay among them).
@Suite struct EqualityTests {
  @Test func everyStoredPropertyOfAStateTakesPartInEquality() throws {
    let state = PickerState(layout: try fiveRowLayout(), selectedRow: 2)
    var variants: [String: PickerState] = [:]
    func vary(_ label: String, _ change: (inout PickerState) throws -> Void) rethrows {
      var variant = state
      try change(&variant)
      variants[label] = variant
    }
    try vary("layout") { $0.layout = try fiveRowLayout(spacing: 1) }
    vary("options") { $0.options.commitsSelectionWhileScrolling = true }
    vary("selectedRow") { $0.selectedRow = 3 }
    vary("motion") { $0.motion = .dragging }
    vary("storedCenteredCell") { $0.storedCenteredCell = 4 }
    vary("storedOffset") { $0.storedOffset += 1 }
    // The quiet span is a cache of the other fields, and takes no part.
    let stored = Set(Mirror(reflecting: state).children.compactMap(\.label))
    #expect(stored == Set(variants.keys).union(["quietScrollSpan"]))
    for (label, variant) in variants {
      #expect(variant != state, "a state with another \(label) compares equal")
    }
    var requiet = state
    requiet.quietScrollSpan = .empty
    #expect(requiet == state)
  }

  @Test func everyCellAPhaseHoldsTakesPartInEquality() throws {
    let state = PickerState(layout: try fiveRowLayout(), selectedRow: 2)
    let layout = state.layout
    let motions: [PickerState.Motion] = [
      .idle, .dragging, .gliding(toward: nil, releasedAt: nil, in: layout),
      .gliding(toward: nil, releasedAt: 1, in: layout),
      .gliding(toward: nil, releasedAt: 2, in: layout),
      .gliding(toward: 1, releasedAt: 1, in: layout),
      .gliding(toward: 2, releasedAt: 1, in: layout),
      .gliding(toward: 1, releasedAt: 2, in: layout), .animating(toward: 1, in: layout),
      .animating(toward: 2, in: layout),
    ]
    let states = motions.map { motion in
      var variant = state
      variant.motion = motion
      return variant
    }
    for (index, lhs) in states.enumerated() {
      for (otherIndex, rhs) in states.enumerated() {
        #expect(
          (lhs == rhs) == (index == otherIndex), "\(motions[index]), \(motions[otherIndex])")
      }
    }
  }

  @Test func everyStoredPropertyOfALayoutIsComparedOrDerivedFromTheCompared() throws {
    let layout = try fiveRowLayout()
    // What a layout is built from, which equality compares.
    let compared: Set = [
      "itemCount", "viewportWidth", "spacing", "alignment", "direction", "isUniform",
      "uniformWidth", "rows", "wrapsAround", "containment",
    ]
    // What the initializers compute from the compared fields alone, which it need not.
    let derived: Set = [
      "leadingInset", "trailingInset", "uniformPitch", "reciprocalPitch", "usesClosedForm",
      "maximumOffset", "rowAnchorFraction", "laps", "lapLength", "cellCount", "anchorOrigin",
      "leftEdge", "homeLapFirstCell", "firstAnchoredVisual", "lastAnchoredVisual",
      "restsClamped", "restsAtUniformAnchors", "reachesBothEnds", "leftEndRowCount",
      "rightEndFirstVisual",
    ]
    #expect(
      Set(Mirror(reflecting: layout).children.compactMap(\.label)) == compared.union(derived))
    let others = [
      try PickerLayout(viewportWidth: 300, itemWidth: 50, itemCount: 6),
      try PickerLayout(viewportWidth: 301, itemWidth: 50, itemCount: 5),
      try PickerLayout(viewportWidth: 300, itemWidth: 51, itemCount: 5),
      try fiveRowLayout(spacing: 1),
      try PickerLayout(viewportWidth: 300, itemWidth: 50, itemCount: 5, alignment: .leading()),
      try PickerLayout(
        viewportWidth: 300, itemWidth: 50, itemCount: 5, direction: .rightToLeft),
      try PickerLayout(viewportWidth: 300, itemWidths: Array(repeating: 50, count: 5)),
      try PickerLayout(viewportWidth: 300, itemWidth: 50, itemCount: 5, containment: .contained),
      try PickerLayout(viewportWidth: 300, itemWidth: 50, itemCount: 5, wrapsAround: true),
    ]
    for other in others { #expect(other != layout, "\(other) compares equal") }
    #expect(try fiveRowLayout() == layout)
    let widths: [Double] = [50, 60, 70, 80, 90]
    #expect(
      try PickerLayout(viewportWidth: 300, itemWidths: widths)
        == PickerLayout(viewportWidth: 300, itemWidths: widths))
    #expect(
      try PickerLayout(viewportWidth: 300, itemWidths: widths)
        != PickerLayout(viewportWidth: 300, itemWidths: [50, 60, 70, 80, 91]))
  }

  private func fiveRowLayout(spacing: Double = 0) throws -> PickerLayout {
    try PickerLayout(viewportWidth: 300, itemWidth: 50, itemCount: 5, spacing: spacing)
  }
}
