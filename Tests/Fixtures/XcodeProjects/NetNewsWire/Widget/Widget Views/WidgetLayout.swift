//
//  WidgetLayout.swift
//  NetNewsWire iOS Widget Extension
//
//  Created by Brent Simmons on 12/26/24.
//  Copyright © 2024 Ranchero Software. All rights reserved.
//

import Foundation

struct WidgetLayout {

	static let titleImageSize = CGFloat(14)
	static let titleImagePaddingRight = CGFloat(6)
	static let leftSideWidth = titleImageSize + titleImagePaddingRight
	static let feedIconSize = CGFloat(14)
	static let articleItemViewPaddingTop = CGFloat(8)
	static let articleItemViewPaddingBottom = CGFloat(4)
}
