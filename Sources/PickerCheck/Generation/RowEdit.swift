import PickerState

/// A change of a picker's data as the checker's app makes it: an edit of the rows' ids.
///
/// Before the change, each row's id is its index (`0..<oldCount`); rows that arrive take
/// ids from `oldCount` on. The edit is the array of ids after the change, so which rows
/// stayed, came, went and moved is a fact of the ids, which the `PickerRowChanges` sent
/// with the event is built from (``changes(fromDifference:)``), and which the tests hold
/// the oracle's model of the changes (`NaiveRowChanges`) to.
struct RowEdit: Hashable, Sendable {
  /// What an app did to its rows.
  enum Kind: Hashable, Sendable, CaseIterable {
    /// New rows before the first: earlier days loaded, new stories at the top.
    case prepend
    /// New rows after the last: later days loaded, an endless feed.
    case append
    /// A few rows arriving at random places.
    case inserts
    /// The selected row removed, sometimes with a neighbour.
    case removeSelected
    /// The row under the anchor (under the finger in a drag) removed.
    case removeCentered
    /// Every row replaced by others, or by none.
    case replaceAll
    /// The selected row moved to another place.
    case moveSelected
    /// Rows removed and rows arriving at random places at once.
    case mixed
    /// No row changed: a resize sent as a change of rows.
    case none
  }

  /// What the app did.
  let kind: Kind
  /// The number of rows before the change; their ids are their indices.
  let oldCount: Int
  /// The rows' ids after the change, in order.
  let newIDs: [Int]
  /// The ids the edit took out of order (moved rather than kept in place).
  let movedIDs: [Int]

  /// The most rows an app of the checker edits, before or after the change: a change of
  /// rows costs the oracle's model O(n).
  static let rowLimit = 1_000

  /// An edit of `picker`'s rows of one kind, drawn from `choices`; nil when the picker has
  /// more than ``rowLimit`` rows.
  ///
  /// - Parameters:
  ///   - kind: What the app does.
  ///   - picker: The picker whose rows change: its count, selection and centred row.
  static func draw(
    _ kind: Kind, _ choices: inout Choices, picker: PickerState
  ) -> RowEdit? {
    let count = picker.layout.itemCount
    guard count <= rowLimit else { return nil }
    var ids = Array(0..<count)
    var nextID = count
    var moved: [Int] = []
    func arrivals(_ number: Int) -> [Int] {
      defer { nextID += number }
      return Array(nextID..<nextID + number)
    }
    switch kind {
    case .prepend:
      ids = arrivals(choices.pick([1, 30, 3, 10])) + ids
    case .append:
      ids += arrivals(choices.pick([1, 30, 3, 10]))
    case .inserts:
      for id in arrivals(choices.int(in: 1...4)) {
        ids.insert(id, at: choices.int(in: 0...ids.count))
      }
    case .removeSelected, .removeCentered:
      let row = kind == .removeSelected ? picker.selectedRow : picker.centeredRow
      guard let row else { break }
      ids.remove(at: row)
      if choices.chance(1, in: 3), !ids.isEmpty {
        // A neighbour goes too: the nearest survivor is then further away.
        ids.remove(at: min(row, ids.count - 1))
      }
    case .replaceAll:
      ids = arrivals(choices.pick([3, 0, 1, 30]))
    case .moveSelected:
      guard let row = picker.selectedRow, count > 1 else { break }
      ids.remove(at: row)
      var place = choices.int(in: 0...ids.count - 1)
      if place >= row { place += 1 }
      ids.insert(row, at: place)
      moved = [row]
    case .mixed:
      ids.removeAll { _ in choices.chance(1, in: 4) }
      for id in arrivals(choices.int(in: 0...3)) {
        ids.insert(id, at: choices.int(in: 0...ids.count))
      }
    case .none:
      break
    }
    return RowEdit(kind: kind, oldCount: count, newIDs: ids, movedIDs: moved)
  }

  /// The changes as lists the checker works out from the ids itself: the old rows whose id
  /// is gone, the new rows whose id is new, and a move for each id taken out of order;
  /// handed over in the order drawn (as given, or reversed).
  ///
  /// - Parameter choices: Whether to hand the lists over reversed.
  func explicitChanges(_ choices: inout Choices) -> PickerRowChanges {
    changes(moving: movedIDs, reversed: choices.chance(1, in: 2))
  }

  /// The changes as lists worked out from the ids: the old rows whose id is gone, the new
  /// rows whose id is new, and a move for each of `moving`.
  ///
  /// - Parameters:
  ///   - moving: The ids that stay but are taken out of order.
  ///   - reversed: Whether to hand the lists over reversed.
  /// - Complexity: O(n) for n rows, and O(n) more per id moved.
  func changes(moving: [Int], reversed: Bool = false) -> PickerRowChanges {
    // One pass over the new ids, and each list built at its size: filtering the ranges
    // grew the lists again and again on strips of hundreds of rows.
    var staying = [Bool](repeating: false, count: oldCount)
    var inserted: [Int] = []
    inserted.reserveCapacity(newIDs.count)
    for (row, id) in newIDs.enumerated() {
      if id < oldCount {
        staying[id] = true
      } else {
        inserted.append(row)
      }
    }
    var removed: [Int] = []
    removed.reserveCapacity(oldCount - (newIDs.count - inserted.count))
    for id in 0..<oldCount where !staying[id] { removed.append(id) }
    var moved = moving.compactMap { id in
      newIDs.firstIndex(of: id).map { PickerRowMove(from: id, to: $0) }
    }
    if reversed {
      removed.reverse()
      inserted.reverse()
      moved.reverse()
    }
    do {
      return try PickerRowChanges(removed: removed, inserted: inserted, moved: moved)
    } catch {
      preconditionFailure("an edit's lists are valid: \(error)")
    }
  }

  /// The changes sent with the event: half the time from a difference of the ids, half the
  /// time as explicit lists; always explicit lists for an edit whose difference costs more
  /// than ``differenceWorkLimit``.
  func changes(_ choices: inout Choices) -> PickerRowChanges {
    choices.chance(1, in: 2) || differenceWork > Self.differenceWorkLimit
      ? explicitChanges(&choices) : changesFromDifference
  }

  /// The most ``differenceWork`` for which ``changes(_:)`` may take a difference of the
  /// ids. The standard library's difference is a Myers search, generic and unspecialized
  /// for the ids, followed by a sort of the changes to validate them, and its work grows
  /// with the rows times the changes: drawn for every edit of strips of up to 1,000 rows,
  /// it and the moves inferred from it took nearly half the checker's time in hostile
  /// mode. Within the limit are every edit of a strip of up to 250 rows, and a prepend or
  /// an append of up to 30 rows, an insertion, a removal of one or two rows and a move on
  /// a strip of 1,000; beyond it, edits that remove or replace most rows of a long strip.
  /// Since ``changesFromDifference`` takes a difference only for a swap, the limit saves
  /// little now; it stays because which edits send explicit lists (which draw whether to
  /// reverse them) decides what a seed draws after them.
  static let differenceWorkLimit = 100_000

  /// The work of the Myers search that finds the difference of the ids: the rows before
  /// and after the edit times the changes it finds, a move being a removal and an insertion.
  var differenceWork: Int {
    let kept = newIDs.count { $0 < oldCount }
    let changeCount = (oldCount - kept) + (newIDs.count - kept) + 2 * movedIDs.count
    return (oldCount + newIDs.count) * changeCount
  }

  /// The layout of the rows after the edit, from the layout before it: the same geometry
  /// with the new count, each row as wide as its id was (a moved row keeps its width), a
  /// new row as wide as an old row drawn at random; one resize in four (a new viewport
  /// width). A strip that cannot wrap
  /// any more is laid out without wrapping.
  ///
  /// - Parameters:
  ///   - layout: The layout before the change.
  ///   - choices: The new rows' widths and the resize.
  func layout(from layout: PickerLayout, _ choices: inout Choices) -> PickerLayout {
    let viewport =
      choices.chance(1, in: 4) ? choices.pick([375.0, 667, 100, 1024]) : layout.viewportWidth
    let uniform = layout.uniformItemWidth ?? (layout.itemCount == 0 ? 64 : nil)
    var widths: [Double] = []
    if uniform == nil {
      widths = newIDs.map { id in
        // A new row is as wide as one of the old rows (of the width of the mode's world).
        layout.frame(ofRow: id < oldCount ? id : choices.int(below: oldCount)).width
      }
    }
    func built(wrapping: Bool) -> PickerLayout? {
      if let uniform {
        return try? PickerLayout(
          viewportWidth: viewport, itemWidth: uniform, itemCount: newIDs.count,
          spacing: layout.spacing, alignment: layout.alignment, direction: layout.direction,
          wrapsAround: wrapping, containment: layout.containment)
      }
      return try? PickerLayout(
        viewportWidth: viewport, itemWidths: widths, spacing: layout.spacing,
        alignment: layout.alignment, direction: layout.direction, wrapsAround: wrapping,
        containment: layout.containment)
    }
    return (layout.wrapsAround ? built(wrapping: true) : nil) ?? built(wrapping: false)
      ?? ScenarioGeneration.simplestLayout
  }
}
