import PickerCheck
import PickerState
import Testing

/// `JSONValue`'s strict parser and compact text: exact values, round trips, one expected
/// error per kind of bad line, and random bytes that never trap.
@Suite struct JSONValueTests {
  // MARK: - Helpers

  func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
    try JSONValue(parsing: Array(text.utf8))
  }

  /// The error parsing `text` throws, or nil when it parses.
  func syntaxError(_ text: String) -> JSONSyntaxError? {
    do {
      _ = try parse(text)
      return nil
    } catch {
      return error
    }
  }

  // MARK: - Values

  @Test func aLineParsesToItsWholeValue() throws {
    let text =
      #" {"event":{"didScroll":{"offset":-12.5e-1}},"ok":[true,false,null,0,"#
      + #"-9223372036854775808],"s":"a\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00é"} "# + "\n"
    #expect(
      try parse(text)
        == .object([
          .init(
            "event",
            .object([.init("didScroll", .object([.init("offset", .number("-12.5e-1"))]))])),
          .init(
            "ok",
            .array([
              .bool(true), .bool(false), .null, .number("0"), .number("-9223372036854775808"),
            ])),
          .init("s", .string("a\"\\/\u{8}\u{C}\n\r\té😀é")),
        ]))
  }

  @Test func scalarsParseAtTheTopLevel() throws {
    #expect(try parse("true") == .bool(true))
    #expect(try parse(" null ") == .null)
    #expect(try parse("1E+2") == .number("1E+2"))
    #expect(try parse(#""""#) == .string(""))
    #expect(try parse("[]") == .array([]))
    #expect(try parse("{}") == .object([]))
  }

  @Test(arguments: [
    #"{"event":{"didScroll":{"offset":1234.5}},"effects":[{"selectionFeedback":{}}]}"#,
    #"[1,-0,0.5,1e300,-9223372036854775808,18446744073709551615,"x",null,[],{}]"#,
    #"{"a":"quote \" backslash \\ newline \n tab \t nul \u0000 del \u001f é 😀"}"#,
    #""\u007f""#,
  ])
  func compactTextRoundTrips(text: String) throws {
    let value = try parse(text)
    #expect(try parse(value.text) == value)
  }

  @Test func compactTextHasNoSpacesAndKeepsKeyOrder() throws {
    #expect(
      try parse(#" { "b" : [ 1 , 2 ] , "a" : { } , "c" : "\u0041\n" } "#).text
        == #"{"b":[1,2],"a":{},"c":"A\n"}"#)
  }

  @Test func nestingUpToTheLimitParses() throws {
    let depth = JSONValue.maximumDepth
    let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    var expected = JSONValue.array([])
    for _ in 1..<depth { expected = .array([expected]) }
    #expect(try parse(text) == expected)
  }

  // MARK: - Errors

  @Test(arguments: [
    (
      #"{"event":{"didScroll":{"offset":12.5}},"#,
      JSONSyntaxError(column: 40, reason: "the line ends inside an object (is it truncated?)")
    ),
    (
      #"[1,2"#,
      JSONSyntaxError(column: 5, reason: "the line ends inside an array (is it truncated?)")
    ),
    (
      #"{"a":"xy"#,
      JSONSyntaxError(column: 9, reason: "the line ends inside a string (is it truncated?)")
    ),
    (
      "[-", JSONSyntaxError(column: 3, reason: "the line ends inside a number (is it truncated?)")
    ),
    (
      #"[tru"#,
      JSONSyntaxError(column: 5, reason: "the line ends inside a literal (is it truncated?)")
    ),
    ("", JSONSyntaxError(column: 1, reason: "the line is empty")),
    ("  ", JSONSyntaxError(column: 3, reason: "the line has only whitespace")),
    (#"[trve]"#, JSONSyntaxError(column: 4, reason: "expected true, found 'v'")),
    (#"nul1"#, JSONSyntaxError(column: 4, reason: "expected null, found '1'")),
    (#"{"a":yes}"#, JSONSyntaxError(column: 6, reason: "expected a value, found 'y'")),
    (#"[1,2,]"#, JSONSyntaxError(column: 6, reason: "a trailing comma before ']'")),
    (#"{"a":1,}"#, JSONSyntaxError(column: 8, reason: "a trailing comma before '}'")),
    (#"[007]"#, JSONSyntaxError(column: 2, reason: "a number has a leading zero")),
    (#"-01"#, JSONSyntaxError(column: 2, reason: "a number has a leading zero")),
    (
      "1.", JSONSyntaxError(column: 3, reason: "the line ends inside a number (is it truncated?)")
    ),
    (#"[1.e5]"#, JSONSyntaxError(column: 4, reason: "expected a digit after '.', found 'e'")),
    (
      #"[1e]"#,
      JSONSyntaxError(column: 4, reason: "expected a digit after the exponent's 'e', found ']'")
    ),
    (#"[-x]"#, JSONSyntaxError(column: 3, reason: "expected a digit after '-', found 'x'")),
    (#"[+1]"#, JSONSyntaxError(column: 2, reason: "expected a value, found '+'")),
    (#""a\x""#, JSONSyntaxError(column: 4, reason: #"unknown escape \x in a string"#)),
    (
      #""\u12G4""#,
      JSONSyntaxError(column: 6, reason: "expected four hex digits after \\u, found 'G'")
    ),
    (
      #""\ud83d""#,
      JSONSyntaxError(
        column: 2, reason: "a \\u escape of half a surrogate pair, without its other half")
    ),
    (
      #""\ude00""#,
      JSONSyntaxError(
        column: 2, reason: "a \\u escape of half a surrogate pair, without its other half")
    ),
    (
      "\"a\tb\"",
      JSONSyntaxError(
        column: 3, reason: "a control character (byte 0x09) inside a string must be escaped")
    ),
    (#"{"row":1,"row":2}"#, JSONSyntaxError(column: 10, reason: #"the key "row" appears twice"#)),
    (#"{"a":1}}"#, JSONSyntaxError(column: 8, reason: "unexpected '}' after the value")),
    (#"{"a":1} x"#, JSONSyntaxError(column: 9, reason: "unexpected 'x' after the value")),
    (#"1 2"#, JSONSyntaxError(column: 3, reason: "unexpected '2' after the value")),
    (#"{"a" 1}"#, JSONSyntaxError(column: 6, reason: "expected ':' after the key, found '1'")),
    (#"{a:1}"#, JSONSyntaxError(column: 2, reason: "expected a key in double quotes, found 'a'")),
    (#"[1 2]"#, JSONSyntaxError(column: 4, reason: "expected ',' or ']' in an array, found '2'")),
    (
      #"{"a":1 "b":2}"#,
      JSONSyntaxError(column: 8, reason: "expected ',' or '}' in an object, found '\"'")
    ),
    (#"[1]// comment"#, JSONSyntaxError(column: 4, reason: "unexpected '/' after the value")),
  ])
  func everyKindOfBadLineHasItsError(text: String, expected: JSONSyntaxError) {
    #expect(syntaxError(text) == expected)
  }

  @Test func invalidUTF8InAStringIsAnError() {
    #expect(throws: JSONSyntaxError(column: 2, reason: "the string is not valid UTF-8")) {
      try JSONValue(parsing: [0x5B, 0x22, 0x61, 0xFF, 0x22, 0x5D])
    }
    #expect(throws: JSONSyntaxError(column: 1, reason: "expected a value, found byte 0xC3")) {
      try JSONValue(parsing: [0xC3, 0xA9])
    }
  }

  @Test func nestingPastTheLimitIsAnErrorNotACrash() {
    let limit = JSONValue.maximumDepth
    let reason = "arrays and objects nest deeper than \(limit) levels"
    let tooDeep =
      String(repeating: "[", count: limit + 1) + String(repeating: "]", count: limit + 1)
    #expect(syntaxError(tooDeep) == JSONSyntaxError(column: limit + 1, reason: reason))
    // Each `{"a":[` opens two levels in 6 bytes: level 65 is the `{` at byte 6 * 32.
    let huge = String(repeating: #"{"a":["#, count: 100_000)
    #expect(syntaxError(huge) == JSONSyntaxError(column: 6 * 32 + 1, reason: reason))
  }

  @Test func theDescriptionNamesTheColumn() {
    #expect(
      JSONSyntaxError(column: 40, reason: "the line ends inside an object (is it truncated?)")
        .description == "column 40: the line ends inside an object (is it truncated?)")
  }

  @Test func anArraySliceParsesLikeAnArray() throws {
    let bytes = Array(#"xx[1,{"a":null}]yy"#.utf8)
    #expect(
      try JSONValue(parsing: bytes[2..<16])
        == .array([.number("1"), .object([.init("a", .null)])]))
    #expect(try JSONValue(parsing: "[true]".utf8) == .array([.bool(true)]))
  }

  // MARK: - Random bytes

  /// A session file's line: an event and the effects it led to.
  struct SessionLine: Decodable {
    var event: PickerEvent
    var effects: [PickerEffect]
  }

  /// Lines like a session file's, mutated byte by byte, and lines of random bytes: parsing
  /// never traps, whatever parses prints as text that parses back to the same value, and
  /// decoding it as a session line throws or succeeds but never traps.
  @Test func randomAndMutatedLinesNeverTrap() throws {
    let seed: UInt64 = 0x4A53_4F4E
    var random = Xoshiro256StarStar(seed: seed)
    let samples = [
      #"{"event":{"didScroll":{"offset":1234.5}},"effects":[{"selectionFeedback":{}}]}"#,
      #"{"event":{"select":{"row":3,"animated":true}},"effects":[]}"#,
      #"[1,-0.5e-3,"a\u00e9\ud83d\ude00",null,true,false,{"k":[[]]}]"#,
    ].map { Array($0.utf8) }
    let alphabet = Array(#"{}[]:,"\-+.0123456789eEtrufalsn x"#.utf8) + [0x00, 0x7F, 0xC3, 0xFF]
    var parsed = 0
    for _ in 0..<100_000 {
      var line: [UInt8]
      if random.next(below: 8) == 0 {
        line = (0..<random.next(below: 40)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
      } else {
        line = samples[Int(random.next(below: UInt64(samples.count)))]
        for _ in 0...random.next(below: 4) {
          let position = Int(random.next(below: UInt64(line.count + 1)))
          let byte = alphabet[Int(random.next(below: UInt64(alphabet.count)))]
          switch random.next(below: 4) {
          case 0: line.insert(byte, at: position)
          case 1 where position < line.count: line[position] = byte
          case 2 where position < line.count: line.remove(at: position)
          default: line.removeSubrange(position...)
          }
        }
      }
      if let value = try? JSONValue(parsing: line) {
        parsed += 1
        #expect(try JSONValue(parsing: Array(value.text.utf8)) == value, "seed \(seed)")
        _ = try? JSONValueDecoder().decode(SessionLine.self, from: value)
      }
    }
    #expect(parsed > 1_000, "seed \(seed): the mutations should leave some lines valid")
  }
}
