// MARK: - Settling: coming to rest after motion

extension PickerState {
  /// `didEndDecelerating`: dragging or decelerating, the picker settles; idle or
  /// animating, a stray report, ignored.
  mutating func didEndDecelerating(into effects: inout PickerEffects) {
    switch phase {
    case .dragging, .decelerating: settle(into: &effects)
    case .idle, .animating: break
    }
  }

  /// `didEndScrollingAnimation`: animating, the picker rests exactly on the animation's
  /// target and reports `didEndScrolling`; in any other phase, a stray report, ignored.
  mutating func didEndScrollingAnimation(into effects: inout PickerEffects) {
    guard case .animating(let row) = phase else { return }
    rest(on: row)
    effects.append(.didEndScrolling(row: row))
  }

  /// Commits the row nearest the current offset (cause `.scroll`) and rests on its exact
  /// anchor: at once when the picker is there, or when the row is the first or the last
  /// and `suppressesEdgeAnimation` is on (a scroll without animation); otherwise through an
  /// animated scroll that `didEndScrollingAnimation` ends. `didEndScrolling` follows once
  /// the picker rests. With no rows the picker simply becomes idle at offset 0.
  mutating func settle(into effects: inout PickerEffects) {
    guard let row = layout.nearestRow(toOffset: offset, near: centeredRow) else {
      offset = 0
      centeredRow = nil
      phase = .idle
      return
    }
    commit(row, cause: .scroll, into: &effects)
    let anchor = layout.offset(ofRow: row)
    if offset != anchor {
      let isEdge = row == 0 || row == layout.itemCount - 1
      let animated = !(isEdge && options.suppressesEdgeAnimation)
      effects.append(.scroll(toOffset: anchor, animated: animated))
      if animated {
        phase = .animating(targetRow: row)
        return
      }
    }
    rest(on: row)
    effects.append(.didEndScrolling(row: row))
  }
}
