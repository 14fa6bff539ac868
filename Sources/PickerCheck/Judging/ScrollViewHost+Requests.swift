import PickerState

/// A selection, tap, step or advance whose motion is under way, and the cell W3 sends it
/// to, by the scroll view's own cells (``ScrollViewCells``): what the end-to-end properties
/// hold the motion against until the scroll view rests.
struct ScrollViewRequest: Hashable, Sendable {
  /// The event that asked.
  var event: PickerEvent
  /// The cell it goes to.
  var cell: Int
  /// The property its motion is judged by: a tap on a cell by
  /// ``CheckedProperty/tapUnderFinger``, a row's selection, tap or step by
  /// ``CheckedProperty/wayRound``, an advance by ``CheckedProperty/advanceOneForward``.
  var property: CheckedProperty
}

extension ScrollViewHost {
  /// Judges where a selection, a tap or a step takes the content, by the scroll view's own
  /// cells: it heads for the cell W3 names (the cell tapped, or its copy in reach; a row's
  /// copy the shortest way round, forward on a tie; one cell on from the selected row's
  /// nearest copy), and the animation ends with that cell at the anchor. The rest that
  /// follows, on the cell's row and at its home-lap anchor, is judged with the rest
  /// (``judgeRest(_:)``).
  ///
  /// The request is followed through the callbacks of its own motion (`didScroll` and
  /// `didEndScrollingAnimation`); any other event (a drag, a reload, another request) ends
  /// the judgement.
  mutating func judgeRequest(
    _ event: PickerEvent, _ effects: PickerEffects, before: PickerState, after: PickerState,
    _ scrollViewBefore: ScrollViewBefore
  ) -> CheckFailure? {
    switch event {
    case .didScroll:
      return nil
    case .didEndScrollingAnimation:
      guard let request = record.request else { return nil }
      return judgeArrival(of: request, at: scrollViewBefore.offset)
    case .select, .tap, .tapCell, .accessibilityIncrement, .accessibilityDecrement,
      .selectSnap, .selectNextSnap, .selectPreviousSnap:
      record.request = nil
      // A finger that drags holds the content: the request commits a row, and the settle
      // at release decides where the content rests.
      guard !scrollViewBefore.isDragging,
        let request = Self.request(event, of: before, in: scrollView.cells)
      else { return nil }
      record.request = request
      return judgeStart(of: request, effects, before: before, after: after)
    case .autoAdvanceTimerFired:
      record.request = nil
      // A fire the app wants at rest advances; one in motion is judged with autoplay.
      guard scrollViewBefore.isAtRest, wantsTimer,
        let request = Self.request(event, of: before, in: scrollView.cells)
      else { return nil }
      record.request = request
      return judgeStart(of: request, effects, before: before, after: after)
    case .willBeginDragging, .willEndDragging, .didEndDragging, .didEndDecelerating,
      .layoutChanged, .rowsChanged, .optionsChanged:
      record.request = nil
      return nil
    }
  }

  /// The request `event` makes of `picker`, with the cells W3 sends it to (a fire's
  /// advance: one cell forward); nil for other events, and for requests that ask for no
  /// motion: a row already selected (rule 2), a step past either end of a strip that
  /// does not wrap or of a wrapping strip of one row (W7), and any request without rows.
  static func request(
    _ event: PickerEvent, of picker: PickerState, in cells: ScrollViewCells
  ) -> ScrollViewRequest? {
    guard cells.itemCount > 0 else { return nil }
    // A contained strip's requests head for the rests of the rows its snaps commit.
    guard picker.layout.snapsAreRows else { return containedRequest(event, of: picker, in: cells) }
    let goal: Int?
    let property: CheckedProperty
    switch event {
    case .select(let row, _), .tap(let row):
      guard row >= 0, row < cells.itemCount, row != picker.selectedRow else { return nil }
      goal = cells.nearestCopy(ofRow: row, to: picker.offset)
      property = .wayRound
    // On an anchored or a wrapping strip snaps are rows (P2, P5).
    case .selectSnap(let snap, _):
      guard snap >= 0, snap < cells.itemCount, snap != picker.selectedRow else { return nil }
      goal = cells.nearestCopy(ofRow: snap, to: picker.offset)
      property = .wayRound
    case .tapCell(let tapped):
      guard tapped >= 0, tapped < cells.cellCount else { return nil }
      goal = cells.reachableCopy(ofCell: tapped)
      property = .tapUnderFinger
    // The arrows step as VoiceOver does, on a strip whose snaps are its rows (P5).
    case .accessibilityIncrement, .accessibilityDecrement, .selectNextSnap, .selectPreviousSnap:
      let delta = event == .accessibilityIncrement || event == .selectNextSnap ? 1 : -1
      goal = picker.selectedRow
        .flatMap { cells.nearestCopy(ofRow: $0, to: picker.offset) }
        .flatMap { cells.cell(steppedFrom: $0, by: delta) }
      property = .wayRound
    case .autoAdvanceTimerFired:
      // Past the last row of a strip that does not wrap, back to row 0 (A3).
      goal = picker.selectedRow
        .flatMap { cells.nearestCopy(ofRow: $0, to: picker.offset) }
        .map { cells.cell(steppedFrom: $0, by: 1) ?? 0 }
      property = .advanceOneForward
    default:
      return nil
    }
    guard let goal else { return nil }
    return ScrollViewRequest(event: event, cell: goal, property: property)
  }

  /// The request's update: an animated scroll heads for the anchor of its cell (on the
  /// pixel grid); an animated request whose cell lies farther than
  /// `minimumAnimatedDistance` must leave the content heading there, by a new animation or
  /// the one under way.
  private func judgeStart(
    of request: ScrollViewRequest, _ effects: PickerEffects, before: PickerState,
    after: PickerState
  ) -> CheckFailure? {
    let cells = scrollView.cells
    let slack = 0.5 / scrollView.pixelScale + cells.tolerance
    var heading: Double?
    if case .animating(_, let to, _) = scrollView.motion { heading = to }
    let isHeadingThere = heading.map { isAnchor($0, of: request) } ?? false
    let animates = effects.contains { effect in
      if case .scroll(_, true) = effect { true } else { false }
    }
    var isAnimatedRequest = true
    if case .select(_, let animated) = request.event { isAnimatedRequest = animated }
    if case .selectSnap(_, let animated) = request.event { isAnimatedRequest = animated }
    let minimum = after.options.minimumAnimatedDistance + slack
    let isFar = abs(cells.restingOffset(ofCell: request.cell) - before.offset) > minimum
    guard isHeadingThere || !(animates || isAnimatedRequest && isFar) else {
      return CheckFailure(
        request.property,
        "\(request.event) at \(before.offset) heads for "
          + "\(heading.map(String.init(describing:)) ?? "nothing"), not the anchor of cell "
          + "\(request.cell)")
    }
    return nil
  }

  /// The end of the request's animation: its cell at the anchor, on the pixel grid.
  ///
  /// - Parameter offset: Where the animation left the content, before the picker's answer
  ///   re-centres it.
  private func judgeArrival(of request: ScrollViewRequest, at offset: Double) -> CheckFailure? {
    guard isAnchor(offset, of: request) else {
      return CheckFailure(
        request.property,
        "\(request.event)'s animation ended at \(offset), not at the anchor of cell "
          + "\(request.cell)")
    }
    return nil
  }

  /// Whether the scroll view's `offset` puts the request's cell where it rests (at the
  /// anchor, but on a contained strip at its snap), on the pixel grid.
  private func isAnchor(_ offset: Double, of request: ScrollViewRequest) -> Bool {
    let cells = scrollView.cells
    let slack = 0.5 / scrollView.pixelScale + cells.tolerance
    return abs(offset - cells.restingOffset(ofCell: request.cell)) <= slack
  }
}
