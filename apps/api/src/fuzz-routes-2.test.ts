import { fuzzRoutes, fuzzSetup } from '../test/fuzz/route-fuzz.ts';

fuzzSetup();
fuzzRoutes(2, 4);
