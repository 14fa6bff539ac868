import PickerState

/// A whole effect list the oracle expects of an update, worked out from its own models:
/// every effect compared exactly, but a scroll's offset within a tolerance where the oracle
/// finds it from anchors that carry their model's rounding (0 where the offset is one the
/// layout must hit exactly, such as a resting anchor, I3).
///
/// Autoplay's timer is left out of the comparison: `scheduleAutoAdvance` is I11's and L5's
/// to judge, whole, in `EventOracle+Autoplay.swift`.
///
/// Kept off the heap, as the picker's own list is: the oracle works one out for every
/// change of layout or rows and every settle, and the exhaustive search meets a change in
/// every few transitions. The effects fit a ``PickerEffects``, the most an update returns;
/// a list the oracle would make longer than that matches nothing. Tolerances take room
/// only once one of them is not 0, which few are.
struct ExpectedEffects: Hashable, Sendable, CustomStringConvertible {
  /// The effects, in order.
  private(set) var effects = PickerEffects()
  /// Whether the oracle expected more effects than an update can return.
  private var overflowed = false
  /// For each effect up to the last whose tolerance is not 0, how far a scroll's offset
  /// may lie from the expected one; 0 past the end.
  private var tolerances: [Double] = []

  /// No effects.
  init() {}

  /// Appends an effect; a scroll's offset may lie up to `tolerance` from the one given.
  mutating func append(_ effect: PickerEffect, within tolerance: Double = 0) {
    guard effects.count < PickerEffects.capacity else {
      overflowed = true
      return
    }
    if tolerance != 0 {
      while tolerances.count < effects.count { tolerances.append(0) }
      tolerances.append(tolerance)
    }
    effects.append(effect)
  }

  /// Appends a scroll without animation to `offset`, up to `tolerance`.
  mutating func appendStill(to offset: Double, within tolerance: Double = 0) {
    append(.scroll(toOffset: offset, animated: false), within: tolerance)
  }

  /// How far the scroll at `index` may lie from the expected offset.
  private func tolerance(at index: Int) -> Double {
    index < tolerances.count ? tolerances[index] : 0
  }

  /// Whether `actual`, less its `scheduleAutoAdvance`, is this list: the same effects in
  /// the same order, equal but for scroll offsets within their tolerance.
  func matches(_ actual: PickerEffects) -> Bool {
    guard !overflowed else { return false }
    var index = 0
    for effect in actual {
      if case .scheduleAutoAdvance = effect { continue }
      guard index < effects.count else { return false }
      let expected = effects[index]
      if case .scroll(let offset, let animated) = effect,
        case .scroll(let expectedOffset, let expectedAnimated) = expected
      {
        guard animated == expectedAnimated,
          offset == expectedOffset || abs(offset - expectedOffset) <= tolerance(at: index)
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
    var parts = effects.enumerated().map { index, effect in
      tolerance(at: index) > 0 ? "\(effect) (within \(tolerance(at: index)))" : "\(effect)"
    }
    if overflowed { parts.append("and more than an update returns") }
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
    var effects = ExpectedEffects()
    guard new != old else { return effects }
    if let old, old < itemCount { effects.append(.configure(row: old, isSelected: false)) }
    if let new { effects.append(.configure(row: new, isSelected: true)) }
    effects.append(.selectionChanged(row: new, cause: cause))
    return effects
  }

  /// This list followed by `other`.
  static func + (lhs: ExpectedEffects, rhs: ExpectedEffects) -> ExpectedEffects {
    var whole = lhs
    for (index, effect) in rhs.effects.enumerated() {
      whole.append(effect, within: rhs.tolerance(at: index))
    }
    whole.overflowed = whole.overflowed || rhs.overflowed
    return whole
  }
}
