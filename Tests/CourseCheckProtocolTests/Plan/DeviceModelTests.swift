import CourseCheckProtocol
import Foundation
import Testing

@Suite("Devices and settings")
struct DeviceModelTests {
    @Test func everyDeviceIsNamedAsItsMetricsSay() {
        for device in DeviceModel.allCases { #expect(device.metrics.name == device.rawValue) }
        #expect(DeviceModel.standard.metrics.width == 402)
    }

    @Test func settingsTravelAsTheirNames() throws {
        let plan = RunPlan(platformMajorVersion: 27, localeIdentifier: "en_US", dynamicTypeSize: .AX1, colorScheme: .dark,
                           device: DeviceModel.iPhoneSE3.metrics, files: [], steps: [.launch])
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(plan), as: UTF8.self)
        #expect(json.contains("\"dynamicTypeSize\":\"AX1\""))
        #expect(json.contains("\"colorScheme\":\"dark\""))
        #expect(try JSONDecoder().decode(RunPlan.self, from: Data(json.utf8)) == plan)
    }
}
