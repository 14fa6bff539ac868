import PickerState

/// The proof that a baseline does `PickerState`'s work: fed the same workload from the same
/// state, it must return the same effects for every event (so the flattened streams are
/// equal too) and hold the same public state after it. Otherwise a ratio would compare two
/// different pickers.
///
/// `PickerState` is the reference: a divergence is a bug in ``BaselinePicker``.
enum Equivalence {
  /// Where a baseline first parted from `PickerState` on a workload.
  struct Divergence: CustomStringConvertible {
    /// The workload's name.
    var workload: String
    /// The baseline that diverged.
    var rowSearch: RowSearch
    /// The index in the workload's events of the first event that differs.
    var eventIndex: Int
    /// That event.
    var event: PickerEvent
    /// What differs: the effects, or the state the event left.
    var difference: String

    /// A one-line message naming the workload and the event.
    var description: String {
      "\(rowSearch.name) diverges from PickerState on '\(workload)' at event \(eventIndex) "
        + "(\(summary)): \(difference)"
    }

    /// The event, with a layout or a row change, whose rows may run to hundreds of
    /// thousands, given by its counts.
    private var summary: String {
      switch event {
      case .layoutChanged(let layout):
        "layoutChanged(\(layout.itemCount) rows)"
      case .rowsChanged(let changes, let layout):
        "rowsChanged(\(changes.removed.count) removed, \(changes.inserted.count) inserted, "
          + "\(changes.moved.count) moved, layout: \(layout.itemCount) rows)"
      default:
        "\(event)"
      }
    }
  }

  /// The public state both pickers hold, compared after every event.
  struct Snapshot: Equatable, CustomStringConvertible {
    /// The selected row.
    var selectedRow: Int?
    /// The row under the anchor.
    var centeredRow: Int?
    /// The content offset.
    var offset: Double
    /// What the picker is doing.
    var phase: PickerPhase

    /// The fields, as a test failure would print them.
    var description: String {
      "selectedRow \(selectedRow.map(String.init) ?? "nil"), "
        + "centeredRow \(centeredRow.map(String.init) ?? "nil"), offset \(offset), \(phase)"
    }
  }

  /// Feeds `workload` to `PickerState` and to a ``BaselinePicker`` with `rowSearch`, event
  /// by event, and compares their effects and their state after each.
  ///
  /// - Parameters:
  ///   - workload: The stream and the picker it starts from.
  ///   - rowSearch: Which baseline to check.
  /// - Returns: The first divergence, or nil when the two agree on every event.
  /// - Complexity: O(events) times the cost of one update of each.
  static func firstDivergence(on workload: Workload, rowSearch: RowSearch) -> Divergence? {
    var state = workload.initialState
    let baseline = BaselinePicker(resting: state, rowSearch: rowSearch)
    for (index, event) in workload.events.enumerated() {
      let expected = Array(state.update(event))
      let actual = baseline.handle(event)
      let expectedState = Snapshot(
        selectedRow: state.selectedRow, centeredRow: state.centeredRow, offset: state.offset,
        phase: state.phase)
      let actualState = Snapshot(
        selectedRow: baseline.selectedRow, centeredRow: baseline.centeredRow,
        offset: baseline.offset, phase: baseline.phase)
      let difference: String
      if actual != expected {
        difference = "PickerState emits \(list(expected)), the baseline \(list(actual))"
      } else if actualState != expectedState {
        difference = "PickerState is left with \(expectedState), the baseline \(actualState)"
      } else {
        continue
      }
      return Divergence(
        workload: workload.name, rowSearch: rowSearch, eventIndex: index, event: event,
        difference: difference)
    }
    return nil
  }

  /// Effects as an array literal spells them, without module prefixes.
  private static func list(_ effects: [PickerEffect]) -> String {
    "[" + effects.map { "\($0)" }.joined(separator: ", ") + "]"
  }

  /// Options the timed workloads leave at their defaults, so that the check also covers
  /// the paths they never take: paging limits, live commits, bounces without edge
  /// suppression, a long `minimumAnimatedDistance`, every release a fling.
  static let optionVariants: [(label: String, options: PickerOptions)] = [
    (
      "paging(maxItems: 1), live commits, no edge suppression, minimumAnimatedDistance 20",
      PickerOptions(
        snapping: .paging(maxItems: 1), suppressesEdgeAnimation: false,
        commitsSelectionWhileScrolling: true, minimumAnimatedDistance: 20)
    ),
    (
      "paging(maxItems: 3), flingThreshold 0, minimumAnimatedDistance 0",
      PickerOptions(snapping: .paging(maxItems: 3), flingThreshold: 0, minimumAnimatedDistance: 0)
    ),
  ]

  /// `workload` once per ``optionVariants`` entry: the same events, fed to a picker with
  /// those options, named after them. Checked, never timed.
  static func optionVariants(of workload: Workload) -> [Workload] {
    optionVariants.map { variant in
      var copy = workload
      copy.name += ", " + variant.label
      copy.initialState = PickerState(
        layout: workload.initialState.layout, selectedRow: workload.initialState.selectedRow ?? 0,
        options: variant.options)
      return copy
    }
  }

  /// `workload` on its layout mirrored right to left: the same rows, widths and options,
  /// row 0 on the right, fed the same events (offsets now count from the other end). It
  /// checks the direction's paths of a baseline's own geometry; checked, never timed.
  ///
  /// - Complexity: O(n) for the layout.
  static func rightToLeftVariant(of workload: Workload) throws -> Workload {
    let layout = workload.initialState.layout
    var copy = workload
    copy.name += ", right to left"
    copy.initialState = PickerState(
      layout: try PickerLayout(
        viewportWidth: layout.viewportWidth,
        itemWidths: (0..<layout.itemCount).map { layout.frame(ofRow: $0).width },
        spacing: layout.spacing, alignment: layout.alignment, direction: .rightToLeft,
        containment: layout.containment),
      selectedRow: workload.initialState.selectedRow ?? 0, options: workload.initialState.options)
    return copy
  }

  /// Checks every baseline each workload runs, printing a line per workload when `verbose`.
  ///
  /// - Parameters:
  ///   - workloads: The workloads to check.
  ///   - verbose: Whether to print each workload's result.
  /// - Returns: The divergences found, at most one per workload and baseline.
  static func check(_ workloads: [Workload], verbose: Bool) -> [Divergence] {
    var divergences: [Divergence] = []
    for workload in workloads {
      if verbose && workload.baselines.isEmpty {
        print("\(workload.name): no baseline runs it (the baselines do not wrap)")
      }
      var agreeing: [String] = []
      for rowSearch in workload.baselines {
        if let divergence = firstDivergence(on: workload, rowSearch: rowSearch) {
          divergences.append(divergence)
          if verbose {
            print("\(workload.name): \(rowSearch.name) DIVERGES at event \(divergence.eventIndex)")
          }
        } else {
          agreeing.append(rowSearch.name)
        }
      }
      guard verbose, !agreeing.isEmpty else { continue }
      print(
        "\(workload.name): \(agreeing.joined(separator: " and ")) = PickerState, effects and "
          + "state, on all \(workload.events.count) events")
    }
    return divergences
  }
}
