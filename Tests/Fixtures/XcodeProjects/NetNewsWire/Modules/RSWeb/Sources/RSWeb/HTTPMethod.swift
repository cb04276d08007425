//
//  HTTPMethod.swift
//  RSWeb
//
//  Created by Brent Simmons on 12/26/16.
//  Copyright © 2016 Ranchero Software, LLC. All rights reserved.
//

import Foundation

nonisolated public struct HTTPMethod {
	public static let get = "GET"
	public static let post = "POST"
	public static let put = "PUT"
	public static let patch = "PATCH"
	public static let delete = "DELETE"
}
