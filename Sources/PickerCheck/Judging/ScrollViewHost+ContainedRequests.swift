import PickerState

extension ScrollViewHost {
  /// The request `event` makes of `picker` on a contained strip, by the scroll view's own
  /// snaps (its cells' ``NaiveLayout``, never the layout's answers): the row it selects,
  /// whose rest the content heads for (P4, P5). A row's selection, a tap or a cell tap
  /// selects that row, a step the row beside the selected one; a page dot the row its snap
  /// shows, unless the selected row rests there; an arrow the row of the snap beside the
  /// selected row's, none past an end; an advance the next snap's row, from the last snap
  /// snap 0's (P7). Nil for any other event, and for requests that ask for no motion, as
  /// ``request(_:of:in:)`` says.
  ///
  /// - Complexity: O(n) for n rows: the snaps are the model's, worked out when asked.
  static func containedRequest(
    _ event: PickerEvent, of picker: PickerState, in cells: ScrollViewCells
  ) -> ScrollViewRequest? {
    guard let snaps = cells.containedSnaps, let selected = picker.selectedRow else {
      return nil
    }
    let count = cells.itemCount
    let current = snaps.snapOfRow[selected]
    let goal: Int
    var property = CheckedProperty.wayRound
    switch event {
    case .select(let row, _), .tap(let row):
      guard row >= 0, row < count, row != selected else { return nil }
      goal = row
    case .tapCell(let cell):
      guard cell >= 0, cell < count else { return nil }
      goal = cell
      property = .tapUnderFinger
    case .accessibilityIncrement, .accessibilityDecrement:
      let row = selected + (event == .accessibilityIncrement ? 1 : -1)
      guard row >= 0, row < count else { return nil }
      goal = row
    case .selectSnap(let snap, _):
      guard snap >= 0, snap < snaps.count, snap != current else { return nil }
      goal = snaps.shownRows[snap]
    case .selectNextSnap, .selectPreviousSnap:
      let snap = current + (event == .selectNextSnap ? 1 : -1)
      guard snap >= 0, snap < snaps.count else { return nil }
      goal = snaps.shownRows[snap]
    case .autoAdvanceTimerFired:
      goal = snaps.shownRows[current + 1 < snaps.count ? current + 1 : 0]
      property = .advanceOneForward
    default:
      return nil
    }
    return ScrollViewRequest(event: event, cell: goal, property: property)
  }
}
