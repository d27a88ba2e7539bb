import { testPlan } from '../../tests/model/plan-test';
import { speakingDetectorPaths, speakingDetectorPlan } from './speaking-detector.paths';

testPlan(speakingDetectorPlan, speakingDetectorPaths);
