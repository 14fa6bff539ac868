import PickerState

/// A whole effect list the oracle expects of an update, worked out from its own models:
/// every effect compared exactly, but a scroll's offset within a tolerance where the oracle
/// finds it from anchors that carry their model's rounding (0 where the offset is one the
/// layout must hit exactly, such as a resting anchor, I3).
///
/// Autoplay's timer is left out of the comparison: `scheduleAutoAdvance` is I11's and L5's
/// to judge, whole, in `EventOracle+Autoplay.swift`.
struct ExpectedEffects: Hashable, Sendable, CustomStringConvertible {
  /// The effects, in order.
  private(set) var effects: [PickerEffect]
  /// For each effect, how far a scroll's offset may lie from the expected one.
  private(set) var tolerances: [Double]

  /// The list `effects`, each exact.
  init(_ effects: [PickerEffect] = []) {
    self.effects = effects
    tolerances = Array(repeating: 0, count: effects.count)
  }

  /// Appends an effect; a scroll's offset may lie up to `tolerance` from the one given.
  mutating func append(_ effect: PickerEffect, within tolerance: Double = 0) {
    effects.append(effect)
    tolerances.append(tolerance)
  }

  /// Appends a scroll without animation to `offset`, up to `tolerance`.
  mutating func appendStill(to offset: Double, within tolerance: Double = 0) {
    append(.scroll(toOffset: offset, animated: false), within: tolerance)
  }

  /// Whether `actual`, less its `scheduleAutoAdvance`, is this list: the same effects in
  /// the same order, equal but for scroll offsets within their tolerance.
  func matches(_ actual: PickerEffects) -> Bool {
    var index = 0
    for effect in actual {
      if case .scheduleAutoAdvance = effect { continue }
      guard index < effects.count else { return false }
      let expected = effects[index]
      if case .scroll(let offset, let animated) = effect,
        case .scroll(let expectedOffset, let expectedAnimated) = expected
      {
        guard animated == expectedAnimated,
          offset == expectedOffset || abs(offset - expectedOffset) <= tolerances[index]
        else { return false }
      } else if effect != expected {
        return false
      }
      index += 1
    }
    return index == effects.count
  }

  /// The effects, each scroll with its tolerance where it has one.
  var description: String {
    let parts = zip(effects, tolerances).map { effect, tolerance in
      tolerance > 0 ? "\(effect) (within \(tolerance))" : "\(effect)"
    }
    return "[\(parts.joined(separator: ", "))]"
  }

  /// The effects by which a selection goes from `old` to `new` (I2, I5): the cleanup of
  /// `old` while its row still exists, the highlight of `new`, and one `selectionChanged`;
  /// none when the row stays.
  ///
  /// - Parameters:
  ///   - old: The selected row before the update.
  ///   - new: The selected row after it.
  ///   - itemCount: The rows after the update: a row at or past it has no cell to clean.
  ///   - cause: The change's cause.
  static func selection(
    from old: Int?, to new: Int?, itemCount: Int, cause: SelectionCause
  ) -> ExpectedEffects {
    guard new != old else { return ExpectedEffects() }
    var effects: [PickerEffect] = []
    if let old, old < itemCount { effects.append(.configure(row: old, isSelected: false)) }
    if let new { effects.append(.configure(row: new, isSelected: true)) }
    effects.append(.selectionChanged(row: new, cause: cause))
    return ExpectedEffects(effects)
  }

  /// This list followed by `other`.
  static func + (lhs: ExpectedEffects, rhs: ExpectedEffects) -> ExpectedEffects {
    var whole = lhs
    whole.effects += rhs.effects
    whole.tolerances += rhs.tolerances
    return whole
  }
}
