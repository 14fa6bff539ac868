import PickerState

/// The `rowsChanged` events the checker's apps send: an edit of the rows' ids
/// (``RowEdit``) with its changes and the new rows' layout, or, now and then, changes that
/// do not fit the layout sent with them, which L1 rejects.
enum RowChangeEvents {
  /// A change of rows an app makes: any kind of edit, prepends the most often (a date strip
  /// loading earlier days, a feed's new stories).
  ///
  /// - Returns: The event, or nil on a picker of more rows than an app of the checker
  ///   edits (``RowEdit/rowLimit``).
  static func event(_ choices: inout Choices, picker: PickerState) -> PickerEvent? {
    let kind = choices.pick([
      RowEdit.Kind.prepend, .removeSelected, .append, .moveSelected, .removeCentered, .prepend,
      .inserts, .mixed, .replaceAll, .none,
    ])
    return event(kind, &choices, picker: picker)
  }

  /// A change of rows of `kind`, or nil on a picker of more rows than an app of the
  /// checker edits (``RowEdit/rowLimit``).
  static func event(
    _ kind: RowEdit.Kind, _ choices: inout Choices, picker: PickerState
  ) -> PickerEvent? {
    guard let edit = RowEdit.draw(kind, &choices, picker: picker) else { return nil }
    let changes = edit.changes(&choices)
    return .rowsChanged(changes, layout: edit.layout(from: picker.layout, &choices))
  }

  /// Changes that do not fit the layout sent with them: a row more than they bring, a
  /// removal past the last row, or an insertion with the same layout.
  static func mismatch(_ choices: inout Choices, picker: PickerState) -> PickerEvent {
    let layout = picker.layout
    let count = layout.itemCount
    switch choices.int(below: 3) {
    case 1 where count > 0:
      let changes = (try? PickerRowChanges(removed: [count])) ?? noChanges
      return .rowsChanged(changes, layout: recounted(layout, count - 1))
    case 2:
      let changes = (try? PickerRowChanges(inserted: [0])) ?? noChanges
      return .rowsChanged(changes, layout: layout)
    default:
      return .rowsChanged(noChanges, layout: recounted(layout, count + 1))
    }
  }

  /// Changes of nothing.
  static let noChanges = PickerRowChanges([Int]().difference(from: []))

  /// `layout` with `count` rows: the same width for every row when uniform, the first rows'
  /// widths (and the last one's again) otherwise; unwrapped when it cannot wrap, and, when
  /// it cannot be built at all, a layout whose count is not `layout`'s either.
  private static func recounted(_ layout: PickerLayout, _ count: Int) -> PickerLayout {
    func rebuilt(wrapping: Bool) -> PickerLayout? {
      if let width = layout.uniformItemWidth ?? (layout.itemCount == 0 ? 64 : nil) {
        return try? PickerLayout(
          viewportWidth: layout.viewportWidth, itemWidth: width, itemCount: count,
          spacing: layout.spacing, alignment: layout.alignment, direction: layout.direction,
          wrapsAround: wrapping, containment: layout.containment)
      }
      let widths = (0..<count).map { layout.frame(ofRow: min($0, layout.itemCount - 1)).width }
      return try? PickerLayout(
        viewportWidth: layout.viewportWidth, itemWidths: widths, spacing: layout.spacing,
        alignment: layout.alignment, direction: layout.direction, wrapsAround: wrapping,
        containment: layout.containment)
    }
    let fallback = layout.itemCount == 0 ? ScenarioGeneration.simplestLayout : layout.withoutRows
    return (layout.wrapsAround ? rebuilt(wrapping: true) : nil) ?? rebuilt(wrapping: false)
      ?? fallback
  }
}
