import PickerState

/// The design a competent engineer would write instead of `PickerState`: a class holding
/// the same state, whose handler returns a fresh `[PickerEffect]` array for every event.
///
/// It implements the revised semantics, rules 1 to 11, for every event (the handlers, one file
/// per concern like the library's, say what each does in each phase) and uses the same
/// geometry: `PickerLayout`'s own `offset(ofRow:)`, `offsetRange` and
/// `targetRow(releasedAt:...)`, and, with ``RowSearch/closedForm``, its
/// `nearestRow(toOffset:near:)` with the previous answer as the hint. On a contained strip
/// it keeps its own geometry and snaps in arrays (``ContainedStrip``) and pages by them
/// (P1-P5). Its effects equal
/// `PickerState`'s event for event (``Equivalence`` checks it on every workload it runs),
/// so against it a ratio measures the inline, allocation-free state machine and nothing
/// else. With ``RowSearch/scan`` it is the naive baseline: the same handlers, finding the
/// row under the anchor by scanning every row's anchor.
final class BaselinePicker {
  /// How the picker finds the row under the anchor; fixed for the picker's life.
  let rowSearch: RowSearch
  /// The geometry; replaced by `layoutChanged`.
  var layout: PickerLayout
  /// Every row's anchor offset in row order, for ``RowSearch/scan``; empty for
  /// ``RowSearch/closedForm``, which asks the layout.
  var anchors: [Double]
  /// The closed form's numbers for uniform widths, for ``RowSearch/closedForm``; nil
  /// otherwise, and on a contained strip.
  var uniformRows: UniformRows?
  /// A contained strip's own geometry and snaps; nil for any other layout.
  var strip: ContainedStrip?
  /// How the picker snaps, flings and reports.
  let options: PickerOptions
  /// The selected row: nil exactly when the layout has no rows.
  var selectedRow: Int?
  /// The row whose anchor is nearest the offset; nil when empty.
  var centeredRow: Int?
  /// The content offset last reported or asked for.
  var offset: Double
  /// What the picker is doing.
  var phase = PickerPhase.idle
  /// The row nearest the offset where the finger lifted: the origin of the paging limit.
  var releaseRow: Int?

  /// Creates a picker resting on a row, as `PickerState.init` does.
  ///
  /// - Parameters:
  ///   - layout: The geometry.
  ///   - selectedRow: The row to rest on, clamped into `0..<layout.itemCount` (nil when
  ///     the layout is empty).
  ///   - options: How the picker snaps, flings and reports.
  ///   - rowSearch: How it finds the row under the anchor.
  /// - Complexity: as ``adopt(_:)``.
  init(layout: PickerLayout, selectedRow: Int, options: PickerOptions, rowSearch: RowSearch) {
    self.rowSearch = rowSearch
    self.layout = layout
    self.anchors = []
    self.options = options
    let row = layout.itemCount > 0 ? min(max(selectedRow, 0), layout.itemCount - 1) : nil
    self.selectedRow = row
    self.centeredRow = row
    self.offset = 0
    adopt(layout)
    if let row {
      offset = restingOffset(ofRow: row)
      // A contained strip's row may rest where another row is nearest the anchor (P3).
      if let strip { centeredRow = strip.nearestRow(toOffset: offset) }
    }
  }

  /// Creates a picker in the resting state `state` is in, as `PickerState.init` built it.
  ///
  /// - Parameters:
  ///   - state: A picker fresh from `PickerState.init` (idle, nothing pending).
  ///   - rowSearch: How the copy finds the row under the anchor.
  convenience init(resting state: PickerState, rowSearch: RowSearch) {
    precondition(state.phase == .idle, "a baseline starts from a resting picker")
    self.init(
      layout: state.layout, selectedRow: state.selectedRow ?? 0, options: state.options,
      rowSearch: rowSearch)
  }

  /// Takes `newLayout` as the geometry, with the numbers the row search keeps for it.
  ///
  /// - Complexity: O(n) for ``RowSearch/scan``, which lists every anchor, and for a
  ///   contained strip, which lists its offsets and snaps; O(1) otherwise.
  func adopt(_ newLayout: PickerLayout) {
    layout = newLayout
    anchors = rowSearch.anchors(of: newLayout)
    strip = ContainedStrip(newLayout)
    // A contained strip's rows are not at the closed form's anchors.
    uniformRows = rowSearch == .closedForm && strip == nil ? UniformRows(newLayout) : nil
  }

  /// Applies one event and returns what the host should do, in a new array.
  ///
  /// - Parameter event: What happened.
  /// - Returns: The effects `PickerState.update(_:)` returns for the same event from the
  ///   same state, in the same order.
  /// - Complexity: That of the row search (O(n) for ``RowSearch/scan``), plus an
  ///   allocation whenever there is an effect.
  func handle(_ event: PickerEvent) -> [PickerEffect] {
    var effects: [PickerEffect] = []
    switch event {
    case .select(let row, let animated):
      select(row: row, animated: animated, cause: .programmatic, into: &effects)
    case .tap(let row):
      select(row: row, animated: true, cause: .tap, into: &effects)
    case .tapCell(let cell):
      // The baseline does not wrap: a cell is a row.
      guard cell >= 0 && cell < layout.itemCount else {
        effects.append(.rejected(.cellOutOfRange(cell: cell, cellCount: layout.itemCount)))
        break
      }
      select(row: cell, animated: true, cause: .tap, into: &effects)
    case .accessibilityIncrement:
      step(by: 1, into: &effects)
    case .accessibilityDecrement:
      step(by: -1, into: &effects)
    case .willBeginDragging:
      willBeginDragging()
    case .didScroll(let newOffset):
      didScroll(to: newOffset, into: &effects)
    case .willEndDragging(let velocity, let proposedOffset):
      willEndDragging(velocity: velocity, proposedOffset: proposedOffset, into: &effects)
    case .didEndDragging(let willDecelerate):
      didEndDragging(willDecelerate: willDecelerate, into: &effects)
    case .didEndDecelerating:
      didEndDecelerating(into: &effects)
    case .didEndScrollingAnimation:
      didEndScrollingAnimation(into: &effects)
    case .layoutChanged(let newLayout):
      layoutChanged(to: newLayout, into: &effects)
    case .rowsChanged(let changes, let newLayout):
      rowsChanged(changes, to: newLayout, into: &effects)
    case .selectSnap(let snap, let animated):
      selectSnap(snap, animated: animated, into: &effects)
    case .selectNextSnap:
      stepSnap(by: 1, into: &effects)
    case .selectPreviousSnap:
      stepSnap(by: -1, into: &effects)
    case .autoAdvanceTimerFired, .optionsChanged:
      // No stream drives autoplay or changes options: the baseline leaves them out.
      break
    }
    return effects
  }
}
