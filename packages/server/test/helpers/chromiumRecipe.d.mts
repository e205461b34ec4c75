export declare const chromiumExecutable: string | undefined;
export declare const chromiumArgs: readonly string[];
