//
//  NearbyWeather.swift
//  NearbyWeather
//

import CoreLocation
import SwiftUI
import WidgetKit

struct NearbyEntry: TimelineEntry {
    let date: Date
    let place: String
    let coordinates: String
    let status: String
}

struct Provider: TimelineProvider {
    func placeholder(in context: Context) -> NearbyEntry {
        NearbyEntry(date: Date(), place: "—", coordinates: "", status: "")
    }

    func getSnapshot(in context: Context, completion: @escaping (NearbyEntry) -> ()) {
        entry(completion)
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<NearbyEntry>) -> ()) {
        entry { entry in
            completion(Timeline(entries: [entry], policy: .after(Date().addingTimeInterval(30 * 60))))
        }
    }

    private func entry(_ completion: @escaping (NearbyEntry) -> ()) {
        let fetcher = LocationFetcher()
        fetcher.fetch { result in
            let status = "\(fetcher.status)"
            switch result {
            case .success(let location):
                let coordinates = String(format: "%.2f, %.2f", location.coordinate.latitude, location.coordinate.longitude)
                Task {
                    do {
                        let placemarks = try await CLGeocoder().reverseGeocodeLocation(location)
                        completion(NearbyEntry(date: Date(), place: placemarks.first?.locality ?? "Somewhere", coordinates: coordinates, status: status))
                    } catch CLError.geocodeFoundNoResult {
                        completion(NearbyEntry(date: Date(), place: "Unnamed place", coordinates: coordinates, status: status))
                    } catch {
                        completion(NearbyEntry(date: Date(), place: "\(error)", coordinates: coordinates, status: status))
                    }
                }
            case .failure(let error as CLError) where error.code == .denied:
                completion(NearbyEntry(date: Date(), place: "Location denied", coordinates: "", status: status))
            case .failure(let error):
                completion(NearbyEntry(date: Date(), place: "\(error)", coordinates: "", status: status))
            }
        }
    }
}

struct NearbyWeatherEntryView: View {
    var entry: Provider.Entry

    var body: some View {
        VStack {
            Text(entry.place)
            Text(entry.coordinates)
            Text(entry.status)
        }
    }
}

@main
struct NearbyWeather: Widget {
    let kind: String = "NearbyWeather"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: Provider()) { entry in
            NearbyWeatherEntryView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Nearby")
        .description("The weather where you are.")
    }
}
