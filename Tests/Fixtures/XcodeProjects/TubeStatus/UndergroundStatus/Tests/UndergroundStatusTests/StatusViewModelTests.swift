//
//  StatusViewModelTests.swift
//  
//
//  Created by Oliver Binns on 10/11/2021.
//
import XCTest

final class StatusViewModelTests: XCTestCase { }
