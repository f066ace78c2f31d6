import Foundation
@testable import GraphvizRendering
import GraphFixtures
import Testing

/// cairo stamps the render time into every PDF; two renders of one graph must still be byte-identical.
@Suite struct ReproduciblePDFTests {
    @Test func twoRendersASecondApartAreByteIdentical() async throws {
        let renderer = Renderer()
        let first = try await renderer.render(Fixtures.routerExample, view: .coordinators, format: .pdf)
        try await Task.sleep(for: .milliseconds(1_100))
        let second = try await renderer.render(Fixtures.routerExample, view: .coordinators, format: .pdf)
        #expect(first.bytes == second.bytes)
        #expect(!String(decoding: first.bytes, as: UTF8.self).contains("/CreationDate (D:2"), "no render time in the file")
    }

    @Test func sourceDateEpochBecomesTheCreationDateWithEveryOffsetKept() {
        let pdf = Array("%PDF-1.5\n1 0 obj\n<< /Producer (cairo 1.16.0)\n   /CreationDate (D:20261123160140+01'00)\n>>\nendobj\n".utf8)
        let dated = ReproduciblePDF.normalize(pdf, epoch: 1_700_000_000)
        #expect(dated.count == pdf.count)
        #expect(String(decoding: dated, as: UTF8.self).contains("/CreationDate (D:20231114221320Z)     \n>>"))
        let undated = ReproduciblePDF.normalize(pdf, epoch: nil)
        #expect(undated.count == pdf.count)
        #expect(!String(decoding: undated, as: UTF8.self).contains("CreationDate"))
    }

    @Test func pdfDatesAreUTCCalendarDates() {
        #expect(ReproduciblePDF.pdfDate(epoch: 0) == "19700101000000Z")
        #expect(ReproduciblePDF.pdfDate(epoch: 951_782_400) == "20000229000000Z")
        #expect(ReproduciblePDF.pdfDate(epoch: 4_102_444_799) == "20991231235959Z")
    }
}
