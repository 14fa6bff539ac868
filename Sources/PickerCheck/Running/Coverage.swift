import PickerState

/// What a campaign exercised: a counter per label, each with a minimum share of the events
/// checked that the modes that ran owe it. A campaign whose label falls below its minimum
/// fails, however green its checks.
public struct Coverage: Hashable, Sendable {
  /// Something worth seeing exercised, counted once per event that shows it. At most 128:
  /// an event's labels travel as the bits of two words (`LabelSet`).
  public enum Label: Int, CaseIterable, Hashable, Sendable {
    /// A `select(row:animated:)` event.
    case select
    /// A `tap(row:)` or `tapCell(_:)` event.
    case tap
    /// A `willBeginDragging` event.
    case willBeginDragging
    /// A `didScroll(offset:)` event.
    case didScroll
    /// A `willEndDragging(velocity:proposedOffset:)` event.
    case willEndDragging
    /// A `didEndDragging(willDecelerate:)` event.
    case didEndDragging
    /// A `didEndDecelerating` event.
    case didEndDecelerating
    /// A `didEndScrollingAnimation` event.
    case didEndScrollingAnimation
    /// A `layoutChanged(_:)` event: a reload, an append, a resize or a rotation.
    case layoutChanged
    /// An `accessibilityIncrement` event: a VoiceOver step forward.
    case accessibilityIncrement
    /// An `accessibilityDecrement` event: a VoiceOver step back.
    case accessibilityDecrement
    /// An event taken while the picker is idle.
    case phaseIdle
    /// An event taken while a finger drags.
    case phaseDragging
    /// An event taken during a glide.
    case phaseDecelerating
    /// An event taken during the picker's own animated scroll.
    case phaseAnimating
    /// An event that leaves the first of two rows or more selected.
    case firstRowSelected
    /// An event that leaves the last of two rows or more selected.
    case lastRowSelected
    /// An event on a layout without rows.
    case emptyLayout
    /// An event on a layout of one row.
    case singleRowLayout
    /// An event on a centre-aligned layout.
    case centerAlignment
    /// An event on a leading-aligned layout.
    case leadingAlignment
    /// An event on a trailing-aligned layout.
    case trailingAlignment
    /// An event on a right-to-left layout.
    case rightToLeft
    /// An event with paging snapping.
    case paging
    /// An event on a layout of variable widths.
    case variableWidths
    /// A `didScroll` that commits the row under the anchor as the selection.
    case liveCommit
    /// A release or a glide's end that settles on the first or the last row.
    case edgeSettle
    /// An event answered with `.rejected`.
    case rejection
    /// A layout change during a drag, a glide or an animation.
    case reloadMidGesture
    /// An event of the scroll-view mode.
    case scrollViewMode
    /// A scroll-view-mode event on a screen of pixel scale 1.
    case pixelScale1
    /// A scroll-view-mode event on a screen of pixel scale 2.
    case pixelScale2
    /// A scroll-view-mode event on a screen of pixel scale 3.
    case pixelScale3
    /// A scroll-view-mode event from a host that forwards no `willEndDragging`, as a
    /// SwiftUI-like host.
    case hostWithoutWillEndDragging
    /// A scroll-view-mode event from a host that ignores the picker's target.
    case hostIgnoringTarget
    /// A scroll-view-mode event during which a touch stopped a glide.
    case touchStopsGlide
    /// A scroll-view-mode event during which a touch stopped the glide of content without
    /// rows (the bounce back of a strip whose rows vanished under the finger), where the
    /// empty picker must rest at 0 and tell the scroll view, which a drag then takes on.
    case touchStopsGlideWithoutRows
    /// A layout change while the model scroll view moves.
    case scrollViewReloadMidGesture
    /// An event on a wrapping strip.
    case wrapAround
    /// An event on a wrapping strip of one row.
    case oneRowWrap
    /// A move of a wrapping strip's content by whole laps as it comes to rest.
    case recentringAtRest
    /// A move of a wrapping strip's content by whole laps as a drag begins.
    case recentringAtDrag
    /// A selection or a tap whose row lies as far forward as back round a wrapping strip.
    case tieOnTheWayRound
    /// A layout change that turns wrapping on or off.
    case wrapToggled
    /// A tap on a cell outside the home lap of a wrapping strip.
    case tapOffHomeLap
    /// An `autoAdvanceTimerFired` event.
    case autoAdvanceTimerFired
    /// An `optionsChanged(_:)` event.
    case optionsChanged
    /// An event taken with autoplay on.
    case autoplayOn
    /// A timer fire at rest, with a timer wanted: an automatic advance.
    case timerFiredAtRest
    /// A timer fire during a drag, which must change nothing.
    case staleTimerDuringDrag
    /// A timer fire during a glide, which must change nothing.
    case staleTimerDuringGlide
    /// A timer fire during an animation, which must change nothing.
    case staleTimerDuringAnimation
    /// An options change that turns autoplay off while its timer runs.
    case autoplayOffWhileTimerRuns
    /// An automatic advance from the last row across a wrapping strip's seam.
    case advanceAcrossSeam
    /// An automatic advance from the last row back to row 0 on a strip that does not wrap.
    case advanceBackToFirstRow
    /// A `rowsChanged(_:layout:)` event: an app's batch update of its rows, fitting or not.
    case rowsChanged
    /// A change of rows, at rest, that inserts rows at the front of a picker that had rows:
    /// the selection's index moves and the picture must hold (L2, L3).
    case prependAtRest
    /// A change of rows during a drag that inserts rows at the front: the content under
    /// the finger must hold (L3).
    case prependMidDrag
    /// A change of rows during a glide that inserts rows at the front: the glide goes on to
    /// the same item, or becomes the settle on it (L3).
    case prependMidGlide
    /// A change of rows that fits, during the picker's own animated scroll (L3).
    case changeMidAnimation
    /// A change of rows that removes the selected row: the selection is handed on (L2).
    case selectedRowRemoved
    /// A change of rows during a drag that removes the row under the anchor: the nearest
    /// surviving row becomes L3's reference.
    case rowUnderFingerRemoved
    /// A change of rows that moves the selected row: the selection follows it (L2).
    case selectedRowMoved
    /// A change of rows that fits, on a wrapping strip: cells follow their rows lap for
    /// lap (L4).
    case changeOnWrappingStrip
    /// A change of rows that does not fit its layout, rejected with `rowChangesMismatch`
    /// (L1).
    case mismatchRejected
    /// An event on a contained strip with rows that does not wrap: no blank ends (P1).
    case containedStrip
    /// An event on a contained strip whose rows fit its viewport, resting at 0 (P1).
    case rowsFit
    /// A `selectSnap(_:animated:)` event: a page dot (P5).
    case selectSnap
    /// A `selectNextSnap` event: the "next" arrow (P5).
    case selectNextSnap
    /// A `selectPreviousSnap` event: the "previous" arrow (P5).
    case selectPreviousSnap
    /// A `selectSnap(_:animated:)` rejected with `snapOutOfRange` (P5).
    case snapOutOfRange
    /// An arrow pressed at the end it points past, on a strip that does not wrap: nothing
    /// changes (P5, I13).
    case arrowAtEnd
    /// A release or a glide's end that settles on a snap whose committed row is not the
    /// row nearest the anchor there (P3, P4).
    case settleOffNearestRow
    /// An update that switches autoplay off for good because the user took over, with
    /// `autoAdvanceStopsOnInteraction` (P7).
    case autoplayStoppedByUser
    /// An event after which autoplay, with `autoAdvanceStopsAtEnd`, waits at the last snap
    /// of a strip that does not wrap: no timer wanted (P7).
    case autoplayWaitsAtEnd
    /// A `rowsChanged` or `layoutChanged` that changes something on a contained strip, or
    /// into or out of one (P8).
    case containedChange
    /// A `layoutChanged` that switches containment on or off (P8: a layout change like any
    /// other).
    case containmentToggled
    /// A `rowsChanged` at rest on a contained strip that animates to the selected row's
    /// new rest, after holding the picture by its natural shift (P8).
    case containedSettleFromRest
    /// A change that leaves a glide or an animation on contained rows that fit: it rests at
    /// 0 at once (P8).
    case motionEndsOnRowsThatFit
    /// A glide toward a target that goes on through a change on a contained strip,
    /// carrying the row P4 commits at its snap (P4, P8).
    case containedGlideGoesOn
    /// The label as the coverage table prints it.
    public var name: String {
      switch self {
      case .select: "select"
      case .tap: "tap"
      case .willBeginDragging: "willBeginDragging"
      case .didScroll: "didScroll"
      case .willEndDragging: "willEndDragging"
      case .didEndDragging: "didEndDragging"
      case .didEndDecelerating: "didEndDecelerating"
      case .didEndScrollingAnimation: "didEndScrollingAnimation"
      case .layoutChanged: "layoutChanged"
      case .accessibilityIncrement: "accessibilityIncrement"
      case .accessibilityDecrement: "accessibilityDecrement"
      case .phaseIdle: "phase idle"
      case .phaseDragging: "phase dragging"
      case .phaseDecelerating: "phase decelerating"
      case .phaseAnimating: "phase animating"
      case .firstRowSelected: "first row selected"
      case .lastRowSelected: "last row selected"
      case .emptyLayout: "empty layout"
      case .singleRowLayout: "single-row layout"
      case .centerAlignment: "center alignment"
      case .leadingAlignment: "leading alignment"
      case .trailingAlignment: "trailing alignment"
      case .rightToLeft: "right-to-left"
      case .paging: "paging"
      case .variableWidths: "variable widths"
      case .liveCommit: "live commit"
      case .edgeSettle: "settle on an edge row"
      case .rejection: "rejection"
      case .reloadMidGesture: "reload mid-gesture"
      case .scrollViewMode: "scroll-view mode"
      case .pixelScale1: "scroll view at 1x"
      case .pixelScale2: "scroll view at 2x"
      case .pixelScale3: "scroll view at 3x"
      case .hostWithoutWillEndDragging: "host without willEndDragging"
      case .hostIgnoringTarget: "host ignoring the target"
      case .touchStopsGlide: "touch stops a glide"
      case .touchStopsGlideWithoutRows: "touch stops a glide without rows"
      case .scrollViewReloadMidGesture: "scroll view reload mid-gesture"
      case .wrapAround: "wrap-around"
      case .oneRowWrap: "one-row wrap"
      case .recentringAtRest: "re-centring at rest"
      case .recentringAtDrag: "re-centring at a drag"
      case .tieOnTheWayRound: "tie on the way round"
      case .wrapToggled: "wrap toggled by a reload"
      case .tapOffHomeLap: "tap on a cell off the home lap"
      case .autoAdvanceTimerFired: "autoAdvanceTimerFired"
      case .optionsChanged: "optionsChanged"
      case .autoplayOn: "autoplay on"
      case .timerFiredAtRest: "timer fired at rest"
      case .staleTimerDuringDrag: "stale timer during a drag"
      case .staleTimerDuringGlide: "stale timer during a glide"
      case .staleTimerDuringAnimation: "stale timer during an animation"
      case .autoplayOffWhileTimerRuns: "autoplay off while a timer runs"
      case .advanceAcrossSeam: "advance that wraps"
      case .advanceBackToFirstRow: "advance back to row 0, no wrap"
      case .rowsChanged: "rowsChanged"
      case .prependAtRest: "prepend at rest"
      case .prependMidDrag: "prepend mid-drag"
      case .prependMidGlide: "prepend mid-glide"
      case .changeMidAnimation: "change of rows mid-animation"
      case .selectedRowRemoved: "selected row removed"
      case .rowUnderFingerRemoved: "row under the finger removed"
      case .selectedRowMoved: "selected row moved"
      case .changeOnWrappingStrip: "change of rows on a wrapping strip"
      case .mismatchRejected: "row changes mismatch rejected"
      case .containedStrip: "contained strip"
      case .rowsFit: "contained rows that fit"
      case .selectSnap: "selectSnap"
      case .selectNextSnap: "selectNextSnap"
      case .selectPreviousSnap: "selectPreviousSnap"
      case .snapOutOfRange: "snap out of range rejected"
      case .arrowAtEnd: "arrow at an end"
      case .settleOffNearestRow: "settle off the row nearest the anchor"
      case .autoplayStoppedByUser: "autoplay stopped by the user"
      case .autoplayWaitsAtEnd: "autoplay waiting at the last snap"
      case .containedChange: "change of a contained strip"
      case .containmentToggled: "containment toggled"
      case .containedSettleFromRest: "contained change animating from rest"
      case .motionEndsOnRowsThatFit: "motion ended on rows that fit"
      case .containedGlideGoesOn: "contained glide going on through a change"
      }
    }
  }

  /// How many events showed each label, indexed like `Label.allCases`.
  public var counts: [Int] {
    var counts = countsOfEndedRuns
    eventRun.add(to: &counts)
    scrollViewRun.add(to: &counts)
    return counts
  }
  /// ``counts`` but for the two runs under way.
  private var countsOfEndedRuns = [Int](repeating: 0, count: Label.allCases.count)
  /// The latest events that showed the same labels in ``record(before:event:effects:after:)``.
  private var eventRun = LabelRun()
  /// The latest scroll-view events that showed the same labels in
  /// ``record(scrollViewHost:event:wasMoving:)``.
  private var scrollViewRun = LabelRun()
  /// How many events each mode that ran a case checked: which modes' minimums are due.
  public private(set) var eventsByMode: [CheckMode: Int] = [:]
  /// How many events were checked.
  public var events: Int { eventsByMode.values.reduce(0, +) }

  /// No events yet.
  public init() {}

  /// Counts one event and what it showed.
  mutating func record(
    before: PickerState, event: PickerEvent, effects: PickerEffects, after: PickerState
  ) {
    // The event's labels as bits, counted in one pass at the end: the hot path of every
    // campaign, kept free of copies of the layout.
    var labels = LabelSet()
    func mark(_ label: Label) { labels.insert(label) }
    mark(Self.label(of: event))
    mark(Self.label(of: before.phase))
    let rows = before.layout.itemCount
    if rows == 0 { mark(.emptyLayout) }
    if rows == 1 { mark(.singleRowLayout) }
    if rows > 1 {
      if after.selectedRow == 0 { mark(.firstRowSelected) }
      if after.selectedRow == rows - 1 { mark(.lastRowSelected) }
    }
    switch before.layout.alignment {
    case .center: mark(.centerAlignment)
    case .leading: mark(.leadingAlignment)
    case .trailing: mark(.trailingAlignment)
    }
    if before.layout.direction == .rightToLeft { mark(.rightToLeft) }
    if case .paging = before.options.snapping { mark(.paging) }
    if before.layout.uniformItemWidth == nil { mark(.variableWidths) }
    if case .layoutChanged = event, !before.phase.isIdle { mark(.reloadMidGesture) }
    let layout = before.layout
    if case .layoutChanged(let new) = event, new.wrapsAround != layout.wrapsAround {
      mark(.wrapToggled)
    }
    if layout.wrapsAround {
      mark(.wrapAround)
      if rows == 1 { mark(.oneRowWrap) }
      if case .willBeginDragging = event, !effects.isEmpty { mark(.recentringAtDrag) }
      if Self.isTieOnTheWayRound(before, event, after) { mark(.tieOnTheWayRound) }
    }
    if EventOracle.autoplayInterval(of: before.options) != nil {
      mark(.autoplayOn)
      if after.options.autoAdvanceInterval == nil, !Self.isOptionsChange(event) {
        mark(.autoplayStoppedByUser)
      }
    }
    if layout.hasContainedRows {
      mark(.containedStrip)
      if layout.offsetRange.upperBound == 0 { mark(.rowsFit) }
      if Self.settlesOffNearestRow(before.phase, event, after) { mark(.settleOffNearestRow) }
    }
    if after.options.autoAdvanceStopsAtEnd, Self.waitsAtEnd(after) { mark(.autoplayWaitsAtEnd) }
    switch event {
    case .autoAdvanceTimerFired:
      switch before.phase {
      case .idle:
        if Self.wantsTimer(before), let snap = before.selectedSnap {
          mark(.timerFiredAtRest)
          if snap == layout.snapCount - 1 {
            mark(layout.wrapsAround ? .advanceAcrossSeam : .advanceBackToFirstRow)
          }
        }
      case .dragging: mark(.staleTimerDuringDrag)
      case .decelerating: mark(.staleTimerDuringGlide)
      case .animating: mark(.staleTimerDuringAnimation)
      }
    case .optionsChanged(let options):
      if Self.wantsTimer(before), EventOracle.autoplayInterval(of: options) == nil {
        mark(.autoplayOffWhileTimerRuns)
      }
    case .rowsChanged(let changes, _):
      for label in Self.liveDataLabels(changes, before, effects) { mark(label) }
      for label in Self.containedChangeLabels(before, event, after) { mark(label) }
    case .layoutChanged:
      for label in Self.containedChangeLabels(before, event, after) { mark(label) }
    case .selectNextSnap, .selectPreviousSnap:
      if Self.isArrowAtEnd(event, before) { mark(.arrowAtEnd) }
    default:
      break
    }
    for effect in effects {
      switch effect {
      case .rejected(.rowChangesMismatch):
        mark(.rejection)
        mark(.mismatchRejected)
      case .rejected(.snapOutOfRange):
        mark(.rejection)
        mark(.snapOutOfRange)
      case .rejected: mark(.rejection)
      case .selectionChanged(_, .scroll):
        if case .didScroll = event { mark(.liveCommit) }
      case .scroll(let offset, false)
      where layout.wrapsAround && after.phase.isIdle && !before.phase.isIdle
        && abs(offset - before.offset) >= layout.lapLength / 2:
        mark(.recentringAtRest)
      case .scroll:
        // A settle onto the first or the last row, animated from inside the range or not
        // during a bounce.
        if after.selectedRow == 0 || after.selectedRow == after.layout.itemCount - 1 {
          if case .didEndDecelerating = event { mark(.edgeSettle) }
          if case .didEndDragging = event { mark(.edgeSettle) }
        }
      default: break
      }
    }
    eventRun.extend(with: labels, endingInto: &countsOfEndedRuns)
  }

  /// What a change of rows that fits showed: a prepend by phase, a change mid-animation or
  /// on a wrapping strip, and the selected row or the row under the finger removed or
  /// moved. Read off the changes' lists; which rows survive is the changes' own answer, as
  /// coverage only counts what the oracle judges by its own model.
  private static func liveDataLabels(
    _ changes: PickerRowChanges, _ before: PickerState, _ effects: PickerEffects
  ) -> [Label] {
    if effects.contains(where: { if case .rejected = $0 { true } else { false } }) {
      return []
    }
    var labels: [Label] = []
    let changesRows = !changes.isEmpty
    // Rows arriving before the old first row, which stays.
    if changes.inserted.first == 0, before.layout.itemCount > 0,
      changes.newRow(ofOldRow: 0) != nil
    {
      switch before.phase {
      case .idle: labels.append(.prependAtRest)
      case .dragging: labels.append(.prependMidDrag)
      case .decelerating: labels.append(.prependMidGlide)
      case .animating: break
      }
    }
    if case .animating = before.phase, changesRows { labels.append(.changeMidAnimation) }
    if before.layout.wrapsAround, changesRows { labels.append(.changeOnWrappingStrip) }
    if let selected = before.selectedRow {
      if changes.newRow(ofOldRow: selected) == nil { labels.append(.selectedRowRemoved) }
      if changes.moved.contains(where: { $0.from == selected }) {
        labels.append(.selectedRowMoved)
      }
    }
    if before.phase.isDragging, let centered = before.centeredRow,
      changes.newRow(ofOldRow: centered) == nil
    {
      labels.append(.rowUnderFingerRemoved)
    }
    return labels
  }

  /// Whether `state` wants autoplay's timer, read off its layout's snaps (A2, P7).
  private static func wantsTimer(_ state: PickerState) -> Bool {
    EventOracle.wantedTimer(
      of: state, snapCount: state.layout.snapCount, selectedSnap: state.selectedSnap) != nil
  }

  /// Whether the event is an `optionsChanged`, the one way an app switches autoplay off.
  private static func isOptionsChange(_ event: PickerEvent) -> Bool {
    if case .optionsChanged = event { true } else { false }
  }

  /// Whether a release or a glide's end on a contained strip settled on a row that is not
  /// the row nearest the anchor at the snap it heads for: the snap shows another row, or
  /// the selected row rests there beside it (P3, P4).
  private static func settlesOffNearestRow(
    _ phase: PickerPhase, _ event: PickerEvent, _ after: PickerState
  ) -> Bool {
    switch (phase, event) {
    case (.dragging, .didEndDragging(false)), (.decelerating, .didEndDragging(false)),
      (.decelerating, .didEndDecelerating):
      break
    default: return false
    }
    guard let row = after.selectedRow else { return false }
    let layout = after.layout
    return layout.nearestRow(toOffset: layout.offset(ofRow: row)) != row
  }

  /// Whether autoplay is on and waits at the last of two snaps or more of a strip that
  /// does not wrap, the picker idle there (P7's `autoAdvanceStopsAtEnd`).
  private static func waitsAtEnd(_ state: PickerState) -> Bool {
    let layout = state.layout
    guard state.phase.isIdle, !layout.wrapsAround, layout.snapCount >= 2,
      EventOracle.autoplayInterval(of: state.options) != nil
    else { return false }
    return state.selectedSnap == layout.snapCount - 1
  }

  /// Whether an arrow points past the end of a strip with rows that does not wrap: the
  /// last snap selected for "next", snap 0 for "previous".
  private static func isArrowAtEnd(_ event: PickerEvent, _ before: PickerState) -> Bool {
    let layout = before.layout
    guard !layout.wrapsAround, let snap = before.selectedSnap else { return false }
    return event == .selectNextSnap ? snap == layout.snapCount - 1 : snap == 0
  }

  /// Whether a selection or a tap on a wrapping strip started toward a copy of its row with
  /// another copy, a lap back, exactly as far: the tie W3 sends forward.
  private static func isTieOnTheWayRound(
    _ before: PickerState, _ event: PickerEvent, _ after: PickerState
  ) -> Bool {
    switch event {
    case .select, .tap: break
    default: return false
    }
    let layout = after.layout
    guard case .animating = after.phase, let target = after.targetCell,
      target >= layout.itemCount
    else { return false }
    let forward = abs(layout.offset(ofCell: target) - before.offset)
    return forward == abs(layout.offset(ofCell: target - layout.itemCount) - before.offset)
  }

  /// Counts what the scroll view showed during the event just recorded.
  ///
  /// Inlined into the host's ``ScrollViewHost/recordCoverage(of:wasMoving:into:)``, which
  /// otherwise passed this function a copy of the whole host.
  @inline(__always)
  mutating func record(scrollViewHost host: ScrollViewHost, event: PickerEvent, wasMoving: Bool) {
    var labels = LabelSet()
    func mark(_ label: Label) { labels.insert(label) }
    mark(.scrollViewMode)
    switch host.scrollView.pixelScale {
    case 1: mark(.pixelScale1)
    case 2: mark(.pixelScale2)
    default: mark(.pixelScale3)
    }
    if !host.forwardsWillEndDragging { mark(.hostWithoutWillEndDragging) }
    if !host.appliesTarget { mark(.hostIgnoringTarget) }
    if host.record.touchStoppedGlide { mark(.touchStopsGlide) }
    if host.record.touchStoppedGlideWithoutRows { mark(.touchStopsGlideWithoutRows) }
    if case .layoutChanged = event, wasMoving { mark(.scrollViewReloadMidGesture) }
    let layout = host.scrollView.layout
    if case .tapCell(let cell) = event, layout.wrapsAround,
      cell / layout.itemCount != layout.homeLap
    {
      mark(.tapOffHomeLap)
    }
    scrollViewRun.extend(with: labels, endingInto: &countsOfEndedRuns)
  }

  /// Counts the events of a case of `mode`, once the case has recorded each of them.
  mutating func record(caseOf mode: CheckMode, events: Int) {
    eventsByMode[mode, default: 0] += events
  }

  /// The least share of events `label` must reach in this campaign: the most that any mode
  /// that ran owes it (each mode's profile says what it owes), nothing when none of them
  /// shows it.
  ///
  /// - Parameter label: The label to judge.
  /// - Returns: The share of ``events``, from 0 to 1, that `label` must reach.
  public func minimumShare(of label: Label) -> Double {
    let events = Double(max(self.events, 1))
    return eventsByMode.map { mode, modeEvents in
      mode.profile.coverage.minimumShare(of: label, modeShare: Double(modeEvents) / events)
    }.max() ?? 0
  }

  /// Adds another campaign's counts.
  ///
  /// - Parameter other: Counts of other events, such as another batch's or another
  ///   worker's.
  public mutating func merge(_ other: Coverage) {
    eventsByMode.merge(other.eventsByMode, uniquingKeysWith: +)
    let otherCounts = other.counts
    for index in countsOfEndedRuns.indices { countsOfEndedRuns[index] += otherCounts[index] }
  }

  /// Whether two campaigns counted the same: equal ``counts``, however their runs ended.
  ///
  /// - Parameters:
  ///   - lhs: A coverage.
  ///   - rhs: Another coverage.
  /// - Returns: Whether both counted the same labels and the same events per mode.
  public static func == (lhs: Coverage, rhs: Coverage) -> Bool {
    lhs.counts == rhs.counts && lhs.eventsByMode == rhs.eventsByMode
  }

  /// Hashes what `==` compares: the counts and the events per mode.
  ///
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(counts)
    hasher.combine(eventsByMode)
  }

  /// Below this many events, shares are too noisy to judge and there are no shortfalls.
  public static let eventsToJudge = 100_000

  /// The labels below their minimum share; none before ``eventsToJudge`` events.
  public var shortfalls: [Label] {
    let events = events
    guard events >= Self.eventsToJudge else { return [] }
    let counts = counts
    return Label.allCases.filter {
      Double(counts[$0.rawValue]) < minimumShare(of: $0) * Double(events)
    }
  }

  /// A table: label, events, share, minimum, and a mark for each shortfall.
  public var table: String {
    // As wide as the longest label's name, so that every row lines up.
    let width = Label.allCases.map(\.name.count).max() ?? 0
    var lines = [pad("label", width) + padLeft("events", 11) + "    share  minimum"]
    let events = events
    let counts = counts
    for label in Label.allCases {
      let count = counts[label.rawValue]
      let share = events > 0 ? Double(count) / Double(events) : 0
      let minimum = minimumShare(of: label)
      let mark = share < minimum ? "  BELOW MINIMUM" : ""
      lines.append(
        pad(label.name, width) + padLeft("\(count)", 11)
          + padLeft(percent(share), 9) + padLeft(percent(minimum), 9) + mark)
    }
    return lines.joined(separator: "\n")
  }

  /// The event's own label.
  private static func label(of event: PickerEvent) -> Label {
    switch event {
    case .select: .select
    case .selectSnap: .selectSnap
    case .selectNextSnap: .selectNextSnap
    case .selectPreviousSnap: .selectPreviousSnap
    case .tap, .tapCell: .tap
    case .willBeginDragging: .willBeginDragging
    case .didScroll: .didScroll
    case .willEndDragging: .willEndDragging
    case .didEndDragging: .didEndDragging
    case .didEndDecelerating: .didEndDecelerating
    case .didEndScrollingAnimation: .didEndScrollingAnimation
    case .layoutChanged: .layoutChanged
    case .rowsChanged: .rowsChanged
    case .accessibilityIncrement: .accessibilityIncrement
    case .accessibilityDecrement: .accessibilityDecrement
    case .autoAdvanceTimerFired: .autoAdvanceTimerFired
    case .optionsChanged: .optionsChanged
    }
  }

  private static func label(of phase: PickerPhase) -> Label {
    switch phase {
    case .idle: .phaseIdle
    case .dragging: .phaseDragging
    case .decelerating: .phaseDecelerating
    case .animating: .phaseAnimating
    }
  }
}

/// `value` as a percentage with two decimals, without Foundation.
func percent(_ value: Double) -> String {
  twoDecimals(hundredths: Int((value * 10_000).rounded())) + "%"
}

func pad(_ text: String, _ width: Int) -> String {
  text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
}

func padLeft(_ text: String, _ width: Int) -> String {
  text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
}
