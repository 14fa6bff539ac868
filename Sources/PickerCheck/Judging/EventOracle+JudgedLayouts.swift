import PickerState

// MARK: - A layout's models and verdict, worked out once

extension EventOracle {
  /// What the oracle works out when the picker's layout changes: its own laps and snaps of
  /// the new layout, and the verdict on that layout's anchors, containment and snaps
  /// (``anchorsFailure(of:laps:)``). Each is a function of the layout alone.
  struct JudgedLayout {
    /// ``EventOracle/lapModel(of:)`` of the layout.
    let laps: LapModel?
    /// ``EventOracle/snapModel(of:)`` of the layout.
    let snapsOfLayout: SnapsOfLayout?
    /// The first of its geometry's checks that failed, or nil.
    let failure: CheckFailure?

    /// The models of `layout` and the verdict on it, worked out now.
    init(_ layout: PickerLayout) {
      laps = EventOracle.lapModel(of: layout)
      snapsOfLayout = EventOracle.snapModel(of: layout).map(SnapsOfLayout.init)
      failure = EventOracle.anchorsFailure(of: layout, laps: laps)
    }
  }

  /// Layouts judged, each once: for a run that meets the same few layouts again and again,
  /// as the exhaustive search does (its alphabet offers the same handful of layouts in
  /// every state), where working out the models and judging the geometry on every change
  /// cost a tenth of each transition. A campaign's layouts are drawn at random and seldom
  /// repeat, and it keeps no such memory.
  ///
  /// A reference, to be handed to ``CheckedPicker/step(_:judgedLayouts:)`` by one thread:
  /// the search gives each of its runs its own.
  final class JudgedLayouts {
    private var judged: [Key: JudgedLayout] = [:]

    /// None yet.
    init() {}

    /// `layout`'s models and verdict: worked out the first time, remembered after.
    func judged(_ layout: PickerLayout) -> JudgedLayout {
      let key = Key(layout: layout)
      if let known = judged[key] { return known }
      let new = JudgedLayout(layout)
      judged[key] = new
      return new
    }

    /// A layout, equal as layouts are, hashed on a few of its numbers: the layout's own
    /// hash feeds every stored property to the hasher, and cost more than a tenth of the
    /// judgement it saves.
    private struct Key: Hashable {
      let layout: PickerLayout

      static func == (lhs: Key, rhs: Key) -> Bool { lhs.layout == rhs.layout }

      func hash(into hasher: inout Hasher) {
        hasher.combine(layout.itemCount)
        hasher.combine(layout.viewportWidth)
        hasher.combine(layout.contentWidth)
        hasher.combine(layout.wrapsAround)
        hasher.combine(layout.direction == .leftToRight)
      }
    }
  }
}
