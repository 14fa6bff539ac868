import PickerState

// MARK: - P8: a change of rows on a contained strip at rest

extension EventOracle {
  /// Whether a change of rows from `old` to `new` is one P8 may settle from rest: the strip
  /// contained before or after it (P8 rules it), and after it not wrapping (a wrapping
  /// strip's natural offsets are its anchors, P1) with rows that do not fit (which rest at
  /// 0 on the spot).
  static func settlesFromRest(_ old: PickerLayout, _ new: PickerLayout) -> Bool {
    (old.containment == .contained || new.containment == .contained) && !new.wrapsAround
      && new.itemCount > 0 && !rowsFit(new)
  }

  /// Whether `layout`'s rows fit, by P1: a contained strip that does not wrap, with rows and
  /// the offset range `0...0`, where every row rests at 0.
  static func rowsFit(_ layout: PickerLayout) -> Bool {
    layout.hasContainedRows && layout.offsetRange.upperBound == 0
  }

  /// P8 at rest, the selected row surviving: L3's scroll without animation holds the
  /// picture by the reference row's natural shift (when that moves the offset by the
  /// layouts' own numbers), then the picker heads for the selected row's resting offset:
  /// an animated scroll there in `.animating(targetRow:)` on the same row, or, when that
  /// lies nearer the held picture than an animation goes, the rest there at once with a
  /// scroll without animation when the offset changes.
  ///
  /// Which of the two is the picker's to decide by its own numbers; each is held to its
  /// bound: the animated scroll at least `minimumAnimatedDistance` long (`checkScroll`),
  /// the rest at once within it of the held picture, up to the rounding of the oracle's
  /// anchors.
  ///
  /// - Parameters:
  ///   - row: The selected row followed to its new index (L2).
  ///   - held: Where the picture is held, by the oracle's anchors.
  ///   - reference: L3's reference cell before and after the change.
  /// - Returns: The scrolls that follow L5's selection effects, or the failure.
  func settleFromRest(
    on row: Int, held: Double, _ reference: (old: Int, new: Int), _ following: RowFollowing,
    _ before: PickerState, _ effects: PickerEffects, _ after: PickerState,
    _ fail: (String) -> CheckFailure
  ) -> (moves: ExpectedEffects, failure: CheckFailure?) {
    var moves = ExpectedEffects()
    let resting = restingOffset(ofRow: row, in: after.layout)
    let tolerance = heldTolerance(following, before, expected: held)
    switch after.phase {
    case .idle:
      guard abs(resting - held) <= max(after.options.minimumAnimatedDistance, 0) + tolerance
      else {
        return (moves, fail("P8: rested at once at \(resting), far from the held \(held)"))
      }
      if resting != before.offset { moves.appendStill(to: resting) }
    case .animating(let target) where target == row:
      if let failure = checkHeld(following, before, effects, after, fail) {
        return (moves, failure)
      }
      guard after.targetCell == row, abs(after.offset - held) <= tolerance else {
        return (
          moves,
          fail(
            "P8: animates to cell \(String(describing: after.targetCell)) from "
              + "\(after.offset), not to row \(row) from the held \(held)")
        )
      }
      if Self.holdMoves(reference, before, after) {
        moves.appendStill(to: held, within: tolerance)
      }
      moves.append(.scroll(toOffset: resting, animated: true))
    default:
      return (moves, fail("P8: expected a rest on row \(row), or the settle to it"))
    }
    return (moves, nil)
  }
}
