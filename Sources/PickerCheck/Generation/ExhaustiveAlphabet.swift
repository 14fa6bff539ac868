import PickerState

/// The bounded-exhaustive mode's world: small starting pickers (up to 4 rows) and, for
/// each state, a fixed alphabet of events. The search walks all of it; a path it found
/// is a tape of indices into these lists, so it shrinks and replays like any other case.
enum ExhaustiveAlphabet {
  /// Every starting picker: 0 to 4 rows, each alignment and direction, with and without
  /// edge suppression and live commits, nearest and single-row paging, on the first row;
  /// then wrapping strips of 1 to 4 rows, each option set on one alignment and direction
  /// of its own (``wrappingGeometries``), on the first row and the last; then the contained
  /// strips of ``containedStarts``, after the others so that a start's index means what it
  /// meant before they came.
  ///
  /// A wrapping strip's states branch about three times as much as a plain layout's
  /// (copies a lap away, cells out of reach, re-centring), so it has fewer starts, and
  /// plain layouts start from their first row only (a selection reaches the others in an
  /// event): the search spends a third of its transitions or more on wrapping strips,
  /// and about as long in all as it did on plain layouts alone from their first, middle
  /// and last rows.
  static let starts: [Scenario] = {
    var starts: [Scenario] = []
    func append(_ layout: PickerLayout?, _ options: PickerOptions) {
      guard let layout else { return }
      let count = layout.itemCount
      // In a fixed order, so that a start's index means the same start every run.
      for row in layout.wrapsAround && count > 1 ? [0, count - 1] : [0] {
        starts.append(Scenario(layout: layout, options: options, selectedRow: row, events: []))
      }
    }
    for count in 0...4 {
      for alignment in [PickerAlignment.center, .leading(padding: 16), .trailing(padding: 0)] {
        for direction in [PickerLayoutDirection.leftToRight, .rightToLeft] {
          for options in optionSets {
            append(layout(count, alignment, direction, wraps: false), options)
          }
        }
      }
    }
    for count in 1...4 {
      for (options, (alignment, direction)) in zip(optionSets, wrappingGeometries) {
        append(layout(count, alignment, direction, wraps: true), options)
      }
    }
    for (count, alignment, direction) in containedStarts {
      append(
        layout(count, alignment, direction, wraps: false, containment: .contained),
        containedOptions)
    }
    return starts
  }()

  /// The contained strips (P1) the search starts from, with ``containedOptions``, on the
  /// first row: four rows led by a padding of 16, whose last two rest together at the end
  /// (snaps 0, 1 and 2, the last showing row 2), and two rows that fit (one snap, range
  /// 0...0). The alphabet's layout changes keep a strip's containment, so that the search
  /// reaches the other counts, both directions and the centre contained from these (three
  /// rows led by a padding share the last snap between two).
  static let containedStarts: [(Int, PickerAlignment, PickerLayoutDirection)] = [
    (4, .leading(padding: 16), .leftToRight), (2, .center, .leftToRight),
  ]

  /// The contained starts' options: the defaults with both of autoplay's policies (P7), and
  /// autoplay off until the alphabet switches it on (``autoplayToggled(_:)`` keeps them), so
  /// that a drag or a tap then stops it, and the last snap holds it.
  static let containedOptions = PickerOptions(
    autoAdvanceStopsOnInteraction: true, autoAdvanceStopsAtEnd: true)

  /// The alignment and direction of the wrapping starts of each option set, in turn: each
  /// alignment once, both directions.
  private static let wrappingGeometries: [(PickerAlignment, PickerLayoutDirection)] = [
    (.center, .leftToRight), (.leading(padding: 16), .rightToLeft),
    (.trailing(padding: 0), .leftToRight),
  ]

  private static let optionSets: [PickerOptions] = [
    PickerOptions(),
    PickerOptions(snapping: .paging(maxItems: 1), suppressesEdgeAnimation: false),
    PickerOptions(commitsSelectionWhileScrolling: true),
  ]

  private static func layout(
    _ count: Int, _ alignment: PickerAlignment, _ direction: PickerLayoutDirection, wraps: Bool,
    containment: PickerContainment = .anchored
  ) -> PickerLayout? {
    try? PickerLayout(
      viewportWidth: 200, itemWidth: 64, itemCount: count, spacing: 8, alignment: alignment,
      direction: direction, wrapsAround: wraps, containment: containment)
  }

  /// A start drawn from a tape: its index into ``starts``.
  static func start(_ choices: inout Choices) -> Scenario {
    starts[choices.int(below: starts.count)]
  }

  /// An event drawn from a tape: its index into ``events(for:)``.
  static func event(_ choices: inout Choices, for state: PickerState) -> PickerEvent {
    choices.pick(events(for: state))
  }

  /// The fixed alphabet of events for a state: rows just inside and outside the range,
  /// every anchor, midpoints, bounces and non-finite offsets, flings both ways, autoplay's
  /// timer firing and autoplay switched on or off (``autoplayToggled(_:)``), reloads;
  /// on a wrapping strip, also a copy a lap away, taps on cells near, far and outside the
  /// strip, and a reload that unwraps it; on a contained strip, a reload that anchors it.
  /// Last, the page events (``pageEvents(for:)``), so that an event's index means what it
  /// meant before they came.
  ///
  /// It reads only the state's layout, options, selected row and centred cell, so that
  /// states alike in these share one alphabet (``Cache``).
  static func events(for state: PickerState) -> [PickerEvent] {
    let layout = state.layout
    let count = layout.itemCount
    let upper = layout.offsetRange.upperBound
    var events: [PickerEvent] = [
      .willBeginDragging, .didEndDragging(willDecelerate: true),
      .didEndDragging(willDecelerate: false), .didEndDecelerating, .didEndScrollingAnimation,
      .accessibilityIncrement, .accessibilityDecrement,
      .select(row: -1, animated: true), .tap(row: count),
      .didScroll(offset: -40), .didScroll(offset: upper + 40), .didScroll(offset: upper / 2 + 1),
      .didScroll(offset: .nan),
      .willEndDragging(velocity: 500, proposedOffset: upper),
      .willEndDragging(velocity: -500, proposedOffset: 0),
      .willEndDragging(velocity: 0, proposedOffset: upper / 3),
      // Autoplay's timer, wanted or stale (the oracle knows which), and autoplay switched
      // on or off with the other options kept: A3 and I11 on every state.
      .autoAdvanceTimerFired, .optionsChanged(autoplayToggled(state.options)),
    ]
    for row in 0..<count {
      events.append(.select(row: row, animated: row % 2 == 0))
      events.append(.tap(row: row))
      events.append(.didScroll(offset: layout.offset(ofRow: row)))
    }
    let wraps = layout.wrapsAround
    if wraps && count > 0 {
      let centered = state.centeredCell ?? layout.homeCell(ofRow: 0)
      events += [
        // The selected row's copy a lap away: content stopped there rests by whole laps,
        // and a drag that begins there re-centres.
        .didScroll(offset: layout.offset(ofRow: state.selectedRow ?? 0) + layout.lapLength),
        // Taps on the cell beside the anchor, on the strip's first cell (out of reach: its
        // copy a lap in), and past the last (rejected).
        .tapCell(min(centered + 1, layout.cellCount - 1)), .tapCell(0),
        .tapCell(layout.cellCount),
      ]
    }
    // In a fixed order, for the same reason as the starts.
    var newCounts: [Int] = []
    for newCount in [max(count - 1, 0), min(count + 1, 4), 0] where !newCounts.contains(newCount) {
      newCounts.append(newCount)
    }
    // Reloads keep the strip's containment, so that a contained start reaches other
    // contained strips.
    let containment = layout.containment
    for newCount in newCounts {
      if let changed = Self.layout(
        newCount, layout.alignment, layout.direction, wraps: wraps, containment: containment)
      {
        events.append(.layoutChanged(changed))
      }
    }
    let flipped: PickerLayoutDirection =
      layout.direction == .leftToRight ? .rightToLeft : .leftToRight
    if let rotated = Self.layout(count, .center, flipped, wraps: wraps, containment: containment) {
      events.append(.layoutChanged(rotated))
    }
    // A wrapping strip turned into an ordinary one (W6).
    if wraps, let unwrapped = Self.layout(count, layout.alignment, layout.direction, wraps: false) {
      events.append(.layoutChanged(unwrapped))
    }
    events += rowChanges(of: state)
    events += pageEvents(for: state)
    return events
  }

  /// The page events (P5) and the change of containment (P8): the first snap and the last,
  /// one past the last (rejected, `snapOutOfRange`), both arrows, and, on a contained strip
  /// that does not wrap, the same strip anchored.
  ///
  /// The first and the last snap are where a contained strip's rows share one (a trailing
  /// strip's first, a leading strip's last); the snaps between are rows, as `select`
  /// reaches them. On an anchored or a wrapping strip snaps are rows, and these are the
  /// rows' events by another name.
  static func pageEvents(for state: PickerState) -> [PickerEvent] {
    let layout = state.layout
    let snaps = layout.snapCount
    var events: [PickerEvent] = []
    if snaps > 0 { events.append(.selectSnap(0, animated: true)) }
    if snaps > 1 { events.append(.selectSnap(snaps - 1, animated: false)) }
    events += [.selectSnap(snaps, animated: true), .selectNextSnap, .selectPreviousSnap]
    if layout.containment == .contained && !layout.wrapsAround,
      let anchored = Self.layout(
        layout.itemCount, layout.alignment, layout.direction, wraps: false)
    {
      events.append(.layoutChanged(anchored))
    }
    return events
  }

  /// Live data's fixed changes (L1-L5): a row prepended (while there are fewer than 4),
  /// the selected row removed, and the selected row moved to the front (or, from the front,
  /// one place on); each the simplest edit of its kind, as explicit lists.
  static func rowChanges(of state: PickerState) -> [PickerEvent] {
    var kinds: [RowEdit.Kind] = [.removeSelected, .moveSelected]
    if state.layout.itemCount < 4 { kinds.insert(.prepend, at: 0) }
    return kinds.compactMap { kind in
      // The 0-th choice of every draw: the simplest edit, lists as given, no resize.
      var simplest = Choices(replaying: [])
      guard let edit = RowEdit.draw(kind, &simplest, picker: state),
        edit.newIDs != Array(0..<edit.oldCount)
      else { return nil }
      return .rowsChanged(
        edit.explicitChanges(&simplest), layout: edit.layout(from: state.layout, &simplest))
    }
  }

  /// `options` with autoplay switched off when it is on, and on at ``autoplayInterval``
  /// when it is off; everything else kept.
  ///
  /// One interval is enough: the picker keeps no time, and the oracle judges a schedule by
  /// the interval the options carry, so another value would only multiply the states.
  static func autoplayToggled(_ options: PickerOptions) -> PickerOptions {
    var toggled = options
    toggled.autoAdvanceInterval = options.autoAdvanceInterval == nil ? autoplayInterval : nil
    return toggled
  }

  /// The interval autoplay is switched on at, in seconds.
  static let autoplayInterval = 2.0
}
